import { describe, expect, it } from 'vitest';
import { certificateIssuedAt, certificateNameKey, isCertificateId } from './certificate';
import { emailShareUrl, linkedinCertificationUrl, shortLink, supporterActionLabel, twitterShareUrl } from './support';

describe('certificate links', () => {
  const issued = new Date(2025, 2, 3, 12);
  // The server signs the number (src/server/services/certificate.ts); the page only reads it.
  const certId = `BAC-${issued.getTime()}-q1W2e3R4t5Y6`;

  it('reads the date a BAC- number was issued from its timestamp', () => {
    expect(isCertificateId(certId)).toBe(true);
    expect(isCertificateId('BAC-')).toBe(false);
    expect(isCertificateId(`BAC-${issued.getTime()}`)).toBe(false);
    expect(isCertificateId('XYZ-1-q1W2e3R4t5Y6')).toBe(false);
    expect(certificateIssuedAt(certId)?.getTime()).toBe(issued.getTime());
    expect(certificateIssuedAt('nope')).toBeNull();
    expect(certificateNameKey('  Ada   LOVELACE ')).toBe('ada lovelace');
  });

  it('builds the add-certification link with name, organisation, id, issue year and month and certificate URL', () => {
    const url = new URL(linkedinCertificationUrl('https://club.example', 'Ada & Co', certId, issued));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certified Organic Thinking Advocate',
      organizationName: 'The Brain Appreciation Club',
      issueYear: '2025',
      issueMonth: '3',
      certUrl: `https://club.example/certificate?name=Ada%20%26%20Co&certId=${certId}`,
      certId,
    });
    expect(url.href).toContain('name=Certified%20Organic%20Thinking%20Advocate');
  });

  it('builds the microblog intent and the mailto link', () => {
    const tweet = new URL(twitterShareUrl('https://club.example'));
    expect(tweet.searchParams.get('url')).toBe('https://club.example');
    expect(tweet.searchParams.get('text')).toMatch(/organic/i);
    const mail = emailShareUrl('https://club.example', 'Ada');
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain('https://club.example');
  });
});

describe('Brain Supporters in the admin panel', () => {
  it('say what a supporter did in the support card’s own words, never the raw field values', () => {
    expect(supporterActionLabel('register', 'linkedin')).toBe('Registered with “Show Support & Get Certificate”');
    expect(supporterActionLabel('share', 'twitter')).toBe('Pressed “Share on Twitter”');
    expect(supporterActionLabel('share', 'linkedin')).toBe('Pressed “Add LinkedIn Certificate”');
    expect(supporterActionLabel(null, 'email')).toBe('Pressed “Share via Email”');
    expect(supporterActionLabel('share', 'carrier-pigeon')).toBe('Shared (carrier-pigeon)');
  });

  it('show a link as host and path, short enough to read', () => {
    const certId = 'BAC-1741003500000-q1W2e3R4t5Y6';
    const long = linkedinCertificationUrl('https://club.example', 'Ada', certId);
    expect(long.length).toBeGreaterThan(300);
    expect(shortLink(long)).toBe('linkedin.com/profile/add');
    expect(shortLink('https://club.example/')).toBe('club.example');
    expect(shortLink('not a url')).toBe('not a url');
  });
});
