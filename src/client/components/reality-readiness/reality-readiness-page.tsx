import { Link, useRouter } from '@tanstack/react-router';
import { ExperimentPage } from '../page-parts/experiment-page';
import { VIDEO_POSTER } from '../images/image';
import { type MouseEvent, useEffect, useState } from 'react';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { usePostedFormOnce } from '~/client/lib/posted-form';
import { AlertMessage } from '~/client/lib/schema-form';
import { formAction, type PostedForm } from '~/shared/form-posts';
import { encodeQuizAnswers, parseQuizAnswers, QUIZ_BADGE, quizPassed, quizVerdict } from '~/shared/reality-readiness';

/** Part 2 section 9. */
const SECONDS_PER_VIDEO = 10;
const DEFAULT_TOTAL = 5;
const WARNING_AT = 3;

/** The local answer record of part 2 section 3 (plus the server's message). */
type Answer = { videoId: number; guess: boolean; correct: boolean; message: string };
type Video = { id: number; title: string; videoUrl: string };

/** The two answers (part 2 section 2); each posts its guess, true for AI-generated. */
const ANSWERS = [
  { isFake: true, label: 'AI-Generated (Fake)', className: 'btn-primary' },
  { isFake: false, label: 'Real Footage', className: 'btn-secondary' },
];
type QuizState = { index: number; answers: Record<number, Answer>; finished: boolean };

/**
 * Where a quiz posted without JavaScript stands (docs/decisions/045): its answers so far, the clip
 * just judged (its verdict shown) or the next one to judge, or the results once none is left.
 * A refused post (its values) stays on the clip it was about.
 */
function postedQuiz(posted: PostedForm | null, videos: Video[]): QuizState {
  const state = posted?.result ?? posted?.values;
  const field = (name: string) => {
    const value = state?.[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const known = parseQuizAnswers(field('answers')).filter((a) => videos.some((v) => v.id === a.videoId));
  const message = field('message') ?? '';
  const answers = Object.fromEntries(
    known.map((a) => [a.videoId, { ...a, message: String(a.videoId) === field('videoId') ? message : '' }]),
  );
  const at = videos.findIndex((v) => String(v.id) === field('videoId'));
  if (field('step') !== 'next' && at >= 0) return { index: at, answers, finished: false };
  const next = videos.findIndex((v) => !answers[v.id]);
  return next >= 0 ? { index: next, answers, finished: false } : { index: 0, answers, finished: posted !== null };
}

/** /reality-readiness: five clips, ten seconds each, guesses checked on the server (D12). */
export function RealityReadinessPage() {
  const videos = trpc.experiments.realityReadiness.videos.useQuery();

  return (
    <ExperimentPage
      eyebrow="Interactive Demo · Experiment No. 1"
      title="Reality Readiness Assessment"
      intro={
        <>
          Five short clips, under ten seconds each, about two minutes in all. Decide whether each is genuine footage or the work of a
          machine. Score four out of five without pausing to earn the badge “{QUIZ_BADGE}”.
        </>
      }
    >
      <div className="mt-8" id="quiz">
        {videos.isPending ? (
          <div className="card p-8 text-center" aria-busy="true" role="status">
            <div className="skeleton mx-auto aspect-video w-full" />
            <p className="mt-4 text-lg text-sepia">Loading the evidence...</p>
          </div>
        ) : !videos.data || videos.data.length === 0 ? (
          <div className="card p-10 text-center">
            <h2 className="text-3xl font-bold">No videos available yet. Check back soon!</h2>
            <p className="mt-3 text-ink-soft">
              An administrator must upload the clips before the assessment can begin. The projectionist has been notified and is looking for
              his spectacles.
            </p>
          </div>
        ) : (
          <Quiz videos={videos.data} />
        )}
      </div>
    </ExperimentPage>
  );
}

function Quiz({ videos }: { videos: Video[] }) {
  const total = videos.length || DEFAULT_TOTAL;
  // A step posted without JavaScript, or pressed before the page hydrated (docs/decisions/045).
  const posted = usePostedFormOnce('quiz');
  const [start] = useState(() => postedQuiz(posted, videos));
  const [index, setIndex] = useState(start.index);
  const [answers, setAnswers] = useState<Record<number, Answer>>(start.answers);
  const [timeLeft, setTimeLeft] = useState(SECONDS_PER_VIDEO);
  const [finished, setFinished] = useState(start.finished);
  const [videoFailed, setVideoFailed] = useState(false);
  const [refusal, setRefusal] = useState(posted?.message ? { title: posted.title, message: posted.message } : null);

  const current = videos[index];
  const answer = current ? answers[current.id] : undefined;
  const score = Object.values(answers).filter((a) => a.correct).length;
  const timing = Boolean(current) && !answer && !finished;

  // The timer runs while a clip is shown with no answer yet, counting down from a deadline
  // (so a busy tab never drifts), and stops at 0. `index` restarts it for each clip.
  useEffect(() => {
    if (!timing) return;
    const deadline = Date.now() + SECONDS_PER_VIDEO * 1000;
    const tick = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setTimeLeft(left);
      if (left === 0) clearInterval(tick);
    }, 250);
    return () => clearInterval(tick);
  }, [timing, index]);

  useEffect(() => {
    if (timing && timeLeft === 0) toast({ title: "⏰ Time's up!", description: 'Make your guess now!', variant: 'destructive' });
  }, [timing, timeLeft]);

  const guess = trpc.experiments.realityReadiness.guess.useMutation({
    onSuccess: (result, input) => {
      const videoId = Number(input.videoId);
      setAnswers((prev) => ({ ...prev, [videoId]: { videoId, guess: input.guess, ...result } }));
      toast(
        result.correct
          ? { title: '✅ Correct!', description: result.message }
          : { title: '❌ Incorrect', description: result.message, variant: 'destructive' },
      );
    },
    onError: (error) => toast({ title: 'Guess Not Recorded', description: error.message || 'Please try again.', variant: 'destructive' }),
  });

  // Each press is a real form's submit button (it posts before and without JavaScript); once hydrated it stays on the page.
  const makeGuess = (event: MouseEvent, isFake: boolean) => {
    event.preventDefault();
    setRefusal(null);
    if (!current || answer || guess.isPending) return;
    guess.mutate({ videoId: current.id, guess: isFake });
  };

  const next = (event: MouseEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (index + 1 >= videos.length) {
      setFinished(true);
      return;
    }
    setIndex(index + 1);
    setTimeLeft(SECONDS_PER_VIDEO);
    setVideoFailed(false);
  };

  const restart = (event: MouseEvent) => {
    event.preventDefault();
    setRefusal(null);
    setIndex(0);
    setAnswers({});
    setTimeLeft(SECONDS_PER_VIDEO);
    setFinished(false);
    setVideoFailed(false);
    guess.reset();
  };

  if (finished) return <Results score={score} total={total} onRestart={restart} />;

  // The answers so far, for a post without JavaScript: only clips already judged (D12).
  const answered = encodeQuizAnswers(videos.flatMap((v) => answers[v.id] ?? []));

  const warning = timeLeft <= WARNING_AT;
  return (
    <section className="card p-5 sm:p-8" aria-labelledby="quiz-question">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-display text-lg font-bold" data-testid="quiz-progress">
          {/* The spec's "Video N of total". */}
          Video {index + 1} of {total}
        </p>
        <div className="flex gap-2">
          <span
            role="timer"
            aria-label={timeLeft > 0 ? `${timeLeft} seconds left` : "Time's up!"}
            data-testid="quiz-timer"
            data-warning={warning}
            className={`inline-flex items-center rounded-full border-2 px-3 py-0.5 font-display text-base font-bold tabular-nums ${
              warning ? 'border-burgundy-dark bg-burgundy text-parchment' : 'border-ink/30 bg-parchment text-ink'
            }`}
          >
            {timeLeft > 0 ? `⏱ ${timeLeft}s` : "Time's up!"}
          </span>
          <span className="badge-gold" data-testid="quiz-score">
            Score: {score}
          </span>
        </div>
      </div>

      <div className="relative mt-4 overflow-hidden rounded-sm border-2 border-ink bg-ink">
        <video
          key={current.id}
          src={current.videoUrl}
          poster={VIDEO_POSTER}
          controls
          autoPlay
          muted
          playsInline
          preload="auto"
          className="aspect-video w-full"
          aria-label={`Clip: ${current.title}`}
          onError={() => setVideoFailed(true)}
        />
        {videoFailed && (
          <p className="absolute inset-x-0 top-4 mx-4 rounded-sm bg-ink/90 p-3 text-center text-base text-parchment">
            This clip declined to play. Judge it by its title alone, as our ancestors did.
          </p>
        )}
      </div>
      <h2 id="quiz-question" className="mt-4 text-2xl font-bold">
        {current.title}
      </h2>
      <p className="text-base text-ink-soft">Genuine footage, or the work of a machine?</p>

      <form method="post" action={formAction('quiz')} className="mt-4 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="videoId" value={current.id} />
        <input type="hidden" name="answers" value={answered} />
        {ANSWERS.map(({ isFake, label, className }) => (
          <button
            key={label}
            type="submit"
            name="guess"
            value={String(isFake)}
            className={`${className} py-3`}
            disabled={Boolean(answer) || guess.isPending}
            onClick={(e) => makeGuess(e, isFake)}
          >
            {label}
          </button>
        ))}
      </form>
      <AlertMessage message={refusal?.message} title={refusal?.title} className="mt-3 text-base text-burgundy" />

      {answer && (
        <div
          role="status"
          data-testid="quiz-verdict"
          className={`mt-4 rounded-sm border-2 p-4 ${answer.correct ? 'border-[#2f6b3a] bg-[#e6f2e4]' : 'border-burgundy bg-burgundy/10'}`}
        >
          <p className="font-display text-xl font-bold">{answer.correct ? 'Correct' : 'Incorrect'}</p>
          <p className="text-base">{answer.message}</p>
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <ol className="flex gap-2" aria-label="Progress">
          {videos.map((v, i) => {
            const a = answers[v.id];
            const state = a ? (a.correct ? 'correct' : 'incorrect') : i === index ? 'current' : 'to come';
            return (
              <li
                key={v.id}
                aria-label={`Video ${i + 1}: ${state}`}
                data-state={state}
                className={`h-4 w-4 rounded-full border-2 ${
                  state === 'correct'
                    ? 'border-[#2f6b3a] bg-[#2f6b3a]'
                    : state === 'incorrect'
                      ? 'border-burgundy bg-burgundy'
                      : state === 'current'
                        ? 'border-ink bg-gold-light'
                        : 'border-ink/40 bg-transparent'
                }`}
              />
            );
          })}
        </ol>
        {answer && (
          <form method="post" action={formAction('quiz')}>
            <input type="hidden" name="intent" value="next" />
            <input type="hidden" name="answers" value={answered} />
            <button type="submit" className="btn-gold" onClick={next}>
              {index + 1 >= videos.length ? 'See Results' : 'Next Video'}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}

function Results({ score, total, onRestart }: { score: number; total: number; onRestart: (event: MouseEvent) => void }) {
  // PUBLIC_URL's origin on the server (results rendered after a post without JavaScript), the browser's otherwise.
  const { context } = useRouter().options;
  const origin = typeof window === 'undefined' ? context.origin : window.location.origin;
  const passed = quizPassed(score, total);
  const text = passed
    ? `I scored ${score}/${total} on the Reality Readiness Assessment and earned "${QUIZ_BADGE}". Can your organic brain tell real from fake?`
    : `I scored ${score}/${total} on the Reality Readiness Assessment. The machines are getting good. Can your organic brain do better?`;
  const shareUrl = `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(`${origin}/reality-readiness`)}`;

  return (
    <section className="card p-6 text-center sm:p-10" aria-labelledby="quiz-results">
      <h2 id="quiz-results" className="text-3xl font-bold">
        Your Results
      </h2>
      <div className="ornament" />
      <p className="font-display text-6xl font-bold text-burgundy" data-testid="quiz-final-score">
        {score}/{total}
      </p>
      <p className="mt-2 text-lg text-ink-soft">{quizVerdict(score, total)}</p>
      {passed && (
        <div
          className="mx-auto mt-6 max-w-sm rounded-sm border-4 border-double border-gold bg-ink p-5 text-parchment"
          data-testid="quiz-badge"
        >
          <p className="text-4xl" aria-hidden="true">
            🏅
          </p>
          <p className="mt-2 font-display text-xl font-bold text-gold-light">{QUIZ_BADGE}</p>
          <p className="text-base text-parchment/90">Awarded for telling reality from its imitations.</p>
        </div>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Without JavaScript, the quiz's page afresh. */}
        <form method="get" action="/reality-readiness">
          <button type="submit" className="btn-primary" onClick={onRestart}>
            Try Again
          </button>
        </form>
        <a className="btn-secondary" href={shareUrl} target="_blank" rel="noopener noreferrer">
          Share Results
        </a>
        {passed && (
          <a className="btn-gold" href="/certificate">
            Get Certificate
          </a>
        )}
      </div>
      <p className="mt-8">
        <Link to="/ai-experiments">More experiments from the Club laboratory</Link>
      </p>
    </section>
  );
}
