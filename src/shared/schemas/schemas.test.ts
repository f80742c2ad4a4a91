import { describe, expect, it } from 'vitest';
import { adminLoginInput } from './admin-auth';
import { mediaUrlField } from './fields';
import { clampMeter } from '../intelligence';
import { isPlainText, plainTextToHtml } from '../rich-text';
import { contentCreateInput, contentUpdateInput } from './content';
import { intelligenceCreateInput } from './intelligence';
import { recognitionCreateInput } from './recognition';
import { shameCreateInput } from './shame';
import { richTextField } from './fields';
import { videoUploadFields } from './reality-readiness';

describe('input schemas (part 2 section 5)', () => {
  it('clamps the meter to 1-10 and turns a non-number into 1', () => {
    expect([clampMeter(0), clampMeter(11), clampMeter('7'), clampMeter(4.6), clampMeter('x'), clampMeter(''), clampMeter(null)]).toEqual([
      1, 10, 7, 5, 1, 1, 1,
    ]);
  });

  it('login: a valid email and a non-empty password', () => {
    const r = adminLoginInput.safeParse({ email: 'x', password: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email address', 'Password is required']);
    expect(adminLoginInput.parse({ email: ' a@b.co ', password: 'p' })).toEqual({ email: 'a@b.co', password: 'p' });
  });

  it('content: featured defaults to false on create only; an update sends what it changes', () => {
    expect(contentCreateInput.parse({ title: 't', description: 'd', type: 'x', category: 'c' }).featured).toBe(false);
    expect(contentUpdateInput.parse({ id: '4', title: 'New' })).toEqual({ id: 4, title: 'New' });
  });

  it('intelligence: published true and corporate-bs by default', () => {
    const r = intelligenceCreateInput.parse({ title: 't', summary: 's', content: 'c', sourceTitle: 'st', sourceUrl: 'https://a.example' });
    expect(r).toMatchObject({ published: true, featured: false, category: 'corporate-bs', bullshitMeter: 5 });
  });

  it('rich text: tags without text count as empty', () => {
    expect(richTextField('Description', 'Description is required').safeParse('<p><br></p>').success).toBe(false);
    expect(isPlainText('a <3 b')).toBe(true);
    expect(isPlainText('<p>x</p>')).toBe(false);
    expect(plainTextToHtml('a\nb\n\n c ')).toBe('<p>a<br>b</p><p>c</p>');
  });

  it('media URLs: site paths or http(s) only', () => {
    const field = mediaUrlField();
    for (const ok of ['/uploads/a.png', 'https://example.com/x.png', '', undefined]) expect(field.safeParse(ok).success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,xx', 'uploads/a.png'])
      expect(field.safeParse(bad).success).toBe(false);
  });

  it('video fields: the multipart strings with their rules', () => {
    expect(videoUploadFields.parse({ title: 'T', isFake: 'false', orderPosition: '2' })).toEqual({
      title: 'T',
      isFake: false,
      orderPosition: 2,
    });
    const r = videoUploadFields.safeParse({ title: '', isFake: 'yes', orderPosition: '-1' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Title is required',
      "isFake must be 'true' or 'false'",
      'Order must be 0 or greater',
    ]);
    expect(videoUploadFields.safeParse({ title: 'T', isFake: 'true', orderPosition: '1.5' }).success).toBe(false);
  });
});

describe('recognition and shame write schemas (part 1 section 5)', () => {
  const recognition = { title: 'T', company: 'C', description: '<p>D</p>', category: 'X' };
  it('accepts website and source URLs as URLs or empty', () => {
    expect(recognitionCreateInput.parse({ ...recognition, websiteUrl: '' }).websiteUrl).toBeUndefined();
    expect(recognitionCreateInput.parse({ ...recognition, websiteUrl: 'https://example.com' }).websiteUrl).toBe('https://example.com');
    expect(recognitionCreateInput.safeParse({ ...recognition, websiteUrl: 'not a url' }).success).toBe(false);
    expect(recognitionCreateInput.safeParse({ ...recognition, websiteUrl: 'javascript:alert(1)' }).success).toBe(false);
    const shame = { title: 'T', description: 'D', category: 'C', example: 'E' };
    expect(shameCreateInput.parse({ ...shame, sourceUrl: '' }).sourceUrl).toBeUndefined();
    expect(shameCreateInput.safeParse({ ...shame, sourceUrl: 'ftp://x' }).success).toBe(false);
  });
  it('accepts uploaded paths and http(s) media, not other schemes', () => {
    expect(recognitionCreateInput.parse({ ...recognition, imageUrl: '/uploads/a.png' }).imageUrl).toBe('/uploads/a.png');
    expect(recognitionCreateInput.safeParse({ ...recognition, imageUrl: '//evil.example/a.png' }).success).toBe(false);
    expect(recognitionCreateInput.safeParse({ ...recognition, imageUrl: 'javascript:x' }).success).toBe(false);
  });
});
