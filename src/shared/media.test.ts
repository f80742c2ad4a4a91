import { describe, expect, it } from 'vitest';
import { isVideoUrl } from './media';

describe('isVideoUrl', () => {
  it.each(['a.mp4', '/uploads/x.WEBM', 'https://e.com/v.mov?x=1&y=2', 'v.avi', 'v.mpeg', 'https://i.imgur.com/a.gifv', 'a.mp4#t=3'])(
    'treats %s as video',
    (url) => expect(isVideoUrl(url)).toBe(true),
  );
  it.each(['a.png', 'a.gif', 'a.mp4.png', 'mp4', '', null, undefined, 'https://e.com/mp4/page', 'a.mpeg4'])('treats %s as image', (url) =>
    expect(isVideoUrl(url)).toBe(false),
  );
});
