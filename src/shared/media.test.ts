import { describe, expect, it } from 'vitest';
import { isVideoUrl, stillImage } from './media';

describe('isVideoUrl', () => {
  it.each(['a.mp4', '/uploads/x.WEBM', 'https://e.com/v.mov?x=1&y=2', 'v.avi', 'v.mpeg', 'https://i.imgur.com/a.gifv', 'a.mp4#t=3'])(
    'treats %s as video',
    (url) => expect(isVideoUrl(url)).toBe(true),
  );
  it.each(['a.png', 'a.gif', 'a.mp4.png', 'mp4', '', null, undefined, 'https://e.com/mp4/page', 'a.mpeg4'])('treats %s as image', (url) =>
    expect(isVideoUrl(url)).toBe(false),
  );
});

describe('stillImage', () => {
  it('keeps a picture and gives none for a video or no address (a share image is never a video)', () => {
    expect(stillImage('/uploads/a.png')).toBe('/uploads/a.png');
    expect(stillImage('https://e.com/clip.avi')).toBeNull();
    expect(stillImage('/uploads/v.webm#t=2')).toBeNull();
    expect(stillImage(null)).toBeNull();
  });
});
