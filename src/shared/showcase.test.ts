import { describe, expect, it } from 'vitest';
import { recognitionItemInput } from './schemas/recognition';
import { shameItemInput } from './schemas/shame';
import {
  certificateIssuedAt,
  emailShareUrl,
  isCertificateId,
  isVideoUrl,
  latestContentLabel,
  linkedinCertificationUrl,
  newCertificateId,
  twitterShareUrl,
} from './showcase';

describe('isVideoUrl', () => {
  it.each(['a.mp4', '/uploads/x.WEBM', 'https://e.com/v.mov?x=1&y=2', 'v.avi', 'v.mpeg', 'https://i.imgur.com/a.gifv', 'a.mp4#t=3'])(
    'treats %s as video',
    (url) => expect(isVideoUrl(url)).toBe(true),
  );
  it.each(['a.png', 'a.gif', 'a.mp4.png', 'mp4', '', null, undefined, 'https://e.com/mp4/page', 'a.mpeg4'])('treats %s as image', (url) =>
    expect(isVideoUrl(url)).toBe(false),
  );
});

describe('latest-content labels', () => {
  it('names each type and falls back to Latest Content', () => {
    expect(['exhibition', 'recognition', 'shame', 'arsenal', 'report'].map(latestContentLabel)).toEqual([
      'Latest Exhibition',
      'New Recognition',
      'Fresh Shame',
      'Brain Arsenal Addition',
      'Latest Content',
    ]);
  });
});

describe('certificate links', () => {
  const issued = new Date(2025, 2, 3, 12);
  const certId = newCertificateId(issued.getTime());

  it('builds BAC- ids from a timestamp and reads the date back', () => {
    expect(certId).toBe(`BAC-${issued.getTime()}`);
    expect(isCertificateId(certId)).toBe(true);
    expect(isCertificateId('BAC-')).toBe(false);
    expect(isCertificateId('XYZ-1')).toBe(false);
    expect(certificateIssuedAt(certId)?.getTime()).toBe(issued.getTime());
    expect(certificateIssuedAt('nope')).toBeNull();
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


describe('recognition and shame write schemas (part 1 section 5)', () => {
  const recognition = { title: 'T', company: 'C', description: '<p>D</p>', category: 'X' };
  it('accepts website and source URLs as URLs or empty', () => {
    expect(recognitionItemInput.parse({ ...recognition, websiteUrl: '' }).websiteUrl).toBeUndefined();
    expect(recognitionItemInput.parse({ ...recognition, websiteUrl: 'https://example.com' }).websiteUrl).toBe('https://example.com');
    expect(recognitionItemInput.safeParse({ ...recognition, websiteUrl: 'not a url' }).success).toBe(false);
    expect(recognitionItemInput.safeParse({ ...recognition, websiteUrl: 'javascript:alert(1)' }).success).toBe(false);
    const shame = { title: 'T', description: 'D', category: 'C', example: 'E' };
    expect(shameItemInput.parse({ ...shame, sourceUrl: '' }).sourceUrl).toBeUndefined();
    expect(shameItemInput.safeParse({ ...shame, sourceUrl: 'ftp://x' }).success).toBe(false);
  });
  it('accepts uploaded paths and http(s) media, not other schemes', () => {
    expect(recognitionItemInput.parse({ ...recognition, imageUrl: '/uploads/a.png' }).imageUrl).toBe('/uploads/a.png');
    expect(recognitionItemInput.safeParse({ ...recognition, imageUrl: '//evil.example/a.png' }).success).toBe(false);
    expect(recognitionItemInput.safeParse({ ...recognition, imageUrl: 'javascript:x' }).success).toBe(false);
  });
});
