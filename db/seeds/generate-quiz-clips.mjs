// Writes the five Reality Readiness clips into public/seed/quiz/ (docs/decisions/045): six-second
// H.264 MP4s made from ffmpeg's procedural sources, so the Club owns them (CC0, see the README there).
// Run from the repository root, with ffmpeg installed (apt-get install -y ffmpeg):
//   node --import tsx db/seeds/generate-quiz-clips.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quizClips } from './quiz-clips.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/seed/quiz');
const SIZE = '320x180';
const SECONDS = 6;
const FPS = 15;

/** Each clip's ffmpeg source (a lavfi graph), by its file name. */
const SOURCES = {
  'test-card.mp4': `testsrc2=size=${SIZE}:rate=${FPS}`,
  'infinite-cauliflower.mp4': `mandelbrot=size=${SIZE}:rate=${FPS}:start_scale=2:end_scale=0.05:end_pts=${SECONDS * FPS}`,
  'microscope-cells.mp4': `life=size=160x90:rate=${FPS}:mold=10:ratio=0.35:death_color=#2b2118:life_color=#f4ecd8,scale=${SIZE}:flags=neighbor`,
  'rule-110-tapestry.mp4': `cellauto=rule=110:size=${SIZE}:rate=${FPS}:random_fill_ratio=0.5:scroll=1,negate`,
  'thames-sunset.mp4': `gradients=size=${SIZE}:rate=${FPS}:c0=#7a1f2b:c1=#b8902f:c2=#2b2118:speed=0.04:type=radial`,
};

mkdirSync(outDir, { recursive: true });
for (const clip of quizClips) {
  const source = SOURCES[clip.file];
  if (!source) throw new Error(`No source for ${clip.file}`);
  const out = path.join(outDir, clip.file);
  // Baseline profile, yuv420p and faststart: it plays in every browser, and starts before it is all loaded.
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source, '-t', String(SECONDS), '-an'];
  args.push('-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '30', '-maxrate', '50k', '-bufsize', '100k');
  args.push('-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', out);
  const run = spawnSync('ffmpeg', args, { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`ffmpeg failed for ${clip.file}`);
  console.log(`${clip.file}: ${statSync(out).size} bytes`);
}
