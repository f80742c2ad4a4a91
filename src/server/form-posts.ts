import { randomBytes } from 'node:crypto';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { type Caller, createCaller } from '../routers';
import { type FieldErrors, fieldErrors } from '../shared/field-errors';
import { FORM_ANCHORS, FORM_RESULT_COOKIE, type FormName, type PostedForm, type PostedValues } from '../shared/form-posts';
import { REACTION_TOKEN_COOKIE } from '../shared/reactions';
import { encodeQuizAnswers, parseQuizAnswers } from '../shared/reality-readiness';
import { reactionTokenField } from '../shared/schemas/reactions';
import { researchProposalInput } from '../shared/schemas/research-forms';
import { dispatchUnsubscribeInput } from '../shared/schemas/dispatch';
import { unsubscribe } from './services/dispatch';
import { type AppServices, createContext } from './context';
import { DomainError, Throttled } from './errors';
import { requestOrigin } from './security';
import { encodeFormResult } from './form-result-cookie';
import type { PageHandler } from './pages';

/** A posted form's text fields are limited by the schemas; this only bounds what is parsed at all. */
const FORM_BODY_LIMIT = 256 * 1024;

const text = (fields: PostedValues, name: string): string => {
  const value = fields[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};
/** The named text fields, each as `text` reads it. */
const texts = (fields: PostedValues, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, text(fields, name)]));

/** A form's one sentence when any of `names` is blank (the spec's title and text, as its toast says them). */
const whenBlank =
  (names: readonly string[], title: string, sentence: string) =>
  (fields: PostedValues): { title: string; text: string } | undefined =>
    names.some((name) => !text(fields, name).trim()) ? { title, text: sentence } : undefined;

/** A letter's token as a path segment: anything else becomes a token no ticket has. */
const tokenPath = (token: string) => (/^[A-Za-z0-9_-]{20,200}$/.test(token.trim()) ? token.trim() : 'invalid-link-0000000000');

const list = (fields: PostedValues, name: string): string[] => {
  const value = fields[name];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
};

/**
 * The posted fields as a procedure's input type. Unchecked on purpose: the procedure's own zod
 * schema validates them, once (D2), exactly as it validates a JSON body.
 */
const input = <T>(fields: Record<string, unknown>): T => fields as T;

/** The request's cookies and the answer's, for a form whose proof lives in a cookie (the reaction token). */
type Http = { req: FastifyRequest; reply: FastifyReply };

/**
 * Not a refusal: the post opens the form's next step (a reaction button pressed without an address
 * yet opens the email prompt). The page is rendered with the values, no message, status 200; nothing is written.
 */
class NextStep extends Error {}

/** A year: the reaction token is this browser's for as long as its localStorage keeps it. */
const REACTION_TOKEN_MAX_AGE = 365 * 24 * 3600;

/**
 * A reaction button or the email prompt (docs/decisions/021): `intent` is what the button showed
 * (add, or remove for a reaction the page showed as the visitor's). The token is the browser's
 * `reaction-token` cookie, the same one the JavaScript path keeps (it writes its localStorage
 * token there, and adopts the cookie's); a browser without one gets one with its first reaction.
 */
async function postReaction(caller: Caller, fields: PostedValues, origin: string, { req, reply }: Http): Promise<Record<string, string>> {
  const cookie = req.cookies[REACTION_TOKEN_COOKIE];
  const held = cookie !== undefined && reactionTokenField.safeParse(cookie).success ? cookie : undefined;
  const commentId = text(fields, 'commentId');
  const reaction = text(fields, 'reaction');
  const contentItemId = text(fields, 'contentItemId');
  const mine = (token: string) => caller.public.reactions.mine(input({ contentItemId, token }));
  const holds = (list: { commentId: number; reaction: string }[]) =>
    list.some((r) => String(r.commentId) === commentId.trim() && r.reaction === reaction.trim());
  let token = held;
  let done: 'added' | 'removed';
  if (text(fields, 'intent') === 'remove') {
    await caller.public.reactions.remove(input({ commentId, reaction, ...(held && { token: held }) }));
    done = 'removed';
  } else if (held && holds(await mine(held))) {
    // Already this browser's (a page that did not know it): nothing to add, no address asked for.
    done = 'added';
  } else {
    if (fields.userEmail === undefined) throw new NextStep();
    token ??= randomBytes(32).toString('base64url');
    await caller.public.reactions.add(
      input({ commentId, reaction, userEmail: text(fields, 'userEmail'), website: text(fields, 'website'), token }),
    );
    // A post from another site (which the Lax cookie does not accompany) is stored, as a JSON call
    // from anywhere is, but does not replace this browser's token with one the visitor never chose.
    const from = requestOrigin(req.headers);
    if (token !== held) {
      if (from === null || from === origin)
        reply.setCookie(REACTION_TOKEN_COOKIE, token, { path: '/', sameSite: 'lax', maxAge: REACTION_TOKEN_MAX_AGE });
      else token = undefined;
    }
    done = 'added';
  }
  const list = token ? await mine(token) : [];
  return { commentId: commentId.trim(), reaction: reaction.trim(), done, mine: list.map((r) => `${r.commentId}:${r.reaction}`).join(' ') };
}

type FormPost = {
  /** The page the form is on: a refused post is rendered there, a successful one redirects there. */
  page: (fields: PostedValues) => string;
  /**
   * Calls the form's own procedure (its schema, throttle, Origin rule and honeypot) with the
   * input the JavaScript form would send; answers what the page shows of the success.
   */
  call: (caller: Caller, fields: PostedValues, origin: string, http: Http) => Promise<Record<string, string>>;
  /**
   * A mistake the spec answers with a toast rather than field messages (a blank support card):
   * its title and sentence, as the toast says them.
   */
  message?: (fields: PostedValues) => { title: string; text: string } | undefined;
  /**
   * The title of the form's failure toast (the spec's, part 1 section 8 and part 2 section 8), shown
   * above a refusal that is not about one field (the throttle, the Origin rule, a missing item).
   */
  failure: string | ((fields: PostedValues) => string);
  /** What the page shows around the form, refused or not (the roast an ego report is about). */
  pageData?: (caller: Caller, fields: PostedValues) => Promise<Record<string, string> | undefined>;
};

/**
 * The public forms without JavaScript (docs/decisions/021). Each maps the posted fields to the
 * input its JavaScript form sends, then calls the same procedure: no rule is repeated here.
 */
const FORMS: Record<FormName, FormPost> = {
  support: {
    failure: 'Registration Failed',
    page: () => '/',
    message: whenBlank(['firstName', 'email'], 'Information Required', 'Please provide your name and email to show your support.'),
    // The register step, as the card sends it: a LinkedIn share with the certificate claimed; the server issues its number.
    call: async (caller, fields) => {
      const firstName = text(fields, 'firstName');
      const input = {
        firstName,
        email: text(fields, 'email'),
        website: text(fields, 'website'),
        shareType: 'linkedin' as const,
        certificationClaimed: true,
        shareAction: 'register' as const,
        // An unticked box is not posted at all.
        dispatch: text(fields, 'dispatch') !== '',
      };
      const { certId } = await caller.public.support.share(input);
      return { firstName: firstName.trim(), email: input.email.trim(), certId: certId ?? '' };
    },
  },
  contact: {
    failure: 'Submission Failed',
    page: () => '/',
    call: async (caller, fields) => {
      const names = ['firstName', 'email', 'subject', 'message', 'website'];
      await caller.public.contact.submit(input(texts(fields, names)));
      return {};
    },
  },
  comment: {
    failure: 'Error',
    page: (fields) => `/exhibitions/${encodeURIComponent(text(fields, 'contentItemId'))}`,
    call: async (caller, fields) => {
      await caller.public.comments.create({
        contentItemId: text(fields, 'contentItemId'),
        authorName: text(fields, 'authorName'),
        authorEmail: text(fields, 'authorEmail'),
        comment: text(fields, 'comment'),
        website: text(fields, 'website'),
      });
      return {};
    },
  },
  volunteer: {
    failure: 'Submission Failed',
    page: () => '/volunteer-research',
    call: async (caller, fields) => {
      const names = ['name', 'email', 'phone', 'age', 'background', 'interests', 'availability', 'experience', 'motivation', 'website'];
      await caller.public.researchForms.volunteer(input({ ...texts(fields, names), experiments: list(fields, 'experiments') }));
      return {};
    },
  },
  proposal: {
    failure: 'Submission Failed',
    page: () => '/propose-research',
    call: async (caller, fields) => {
      // Every field of the proposal's schema (its honeypot too) is a text field.
      await caller.public.researchForms.proposal(input(texts(fields, researchProposalInput.keyof().options)));
      return {};
    },
  },
  translator: {
    failure: 'Translation Failed',
    page: () => '/job-title-translator',
    message: whenBlank(['jobTitle'], 'Missing Job Title', 'Please enter your job title to get roasted!'),
    call: async (caller, fields) => {
      const result = await caller.experiments.jobTitleTranslator.translate({
        jobTitle: text(fields, 'jobTitle'),
        website: text(fields, 'website'),
      });
      return { originalTitle: result.originalTitle, translation: result.translation, shareableId: result.shareableId };
    },
  },
  egoReport: {
    failure: 'Submission Failed',
    page: () => '/job-title-translator',
    message: whenBlank(['egoRating'], 'Rating Required', 'Please rate your ego survival first!'),
    // The roast the report is about, read again by its id (never taken from the post).
    pageData: async (caller, fields) => {
      const roast = await caller.experiments.jobTitleTranslator.roast({ shareableId: text(fields, 'shareableId') }).catch(() => null);
      return roast ? { originalTitle: roast.originalTitle, translation: roast.translation, shareableId: roast.shareableId } : undefined;
    },
    call: async (caller, fields) => {
      const rating = text(fields, 'egoRating').trim();
      const momReaction = text(fields, 'momReaction');
      await caller.experiments.jobTitleTranslator.submitEgoReport(
        // A rating that is no number reaches the schema as NaN and gets its message.
        input({ shareableId: text(fields, 'shareableId'), egoRating: rating === '' ? undefined : Number(rating), momReaction }),
      );
      return { egoRating: rating, momReaction, egoSubmitted: '1' };
    },
  },
  quiz: {
    failure: 'Guess Not Recorded',
    page: () => '/reality-readiness',
    message: () => ({ title: 'Guess Not Recorded', text: 'Please answer with AI-Generated (Fake) or Real Footage.' }),
    // The answers so far travel with each post (only those already judged, D12); the server checks the new guess.
    call: async (caller, fields): Promise<Record<string, string>> => {
      const answers = parseQuizAnswers(text(fields, 'answers'));
      if (text(fields, 'intent') === 'next') return { answers: encodeQuizAnswers(answers), step: 'next' };
      const videoId = text(fields, 'videoId').trim();
      const already = answers.find((a) => String(a.videoId) === videoId);
      // Part 2 section 4: one answer per clip; the first stands.
      if (already) return { answers: encodeQuizAnswers(answers), step: 'answered', videoId };
      const said = text(fields, 'guess');
      const guess = said === 'true' ? true : said === 'false' ? false : said;
      const result = await caller.experiments.realityReadiness.guess(input({ videoId, guess }));
      const answer = { videoId: Number(videoId), guess: guess === true, correct: result.correct };
      return { answers: encodeQuizAnswers([...answers, answer]), step: 'answered', videoId, message: result.message };
    },
  },
  // A member's own page (docs/decisions/054): the sign-in by code and everything on the page but passkeys.
  ...accountForms(),
  // The Club's Dispatch (docs/decisions/056): every subscribe form posts here, naming itself in `source`.
  dispatchSubscribe: {
    failure: 'Subscription Failed',
    page: () => '/dispatch',
    call: async (caller, fields) => {
      const source = text(fields, 'source') || 'dispatch';
      const { message } = await caller.public.dispatch.subscribe(
        input({ email: text(fields, 'email'), source, website: text(fields, 'website') }),
      );
      return { message };
    },
  },
  dispatchConfirm: {
    failure: 'Not Confirmed',
    page: () => '/dispatch/confirm',
    call: async (caller, fields) => {
      const { message } = await caller.public.dispatch.confirm(input({ token: text(fields, 'token') }));
      return { message, done: 'confirmed' };
    },
  },
  dispatchUnsubscribe: {
    failure: 'Not Unsubscribed',
    page: () => '/dispatch/unsubscribe',
    call: async (caller, fields) => {
      const { message } = await caller.public.dispatch.unsubscribe(
        input({ subscriber: text(fields, 'subscriber'), token: text(fields, 'token') }),
      );
      return { message, done: 'unsubscribed' };
    },
  },
  // Register Now (docs/decisions/057): the answer (confirmed, waitlisted, or a held seat to pay for) is the page's result.
  eventRegistration: {
    failure: 'Registration Failed',
    page: (fields) => {
      const id = text(fields, 'eventId').trim();
      return `/events-symposiums/${/^\d{1,10}$/.test(id) ? id : '0'}`;
    },
    call: async (caller, fields) => {
      const names = ['eventId', 'ticketTypeId', 'name', 'email', 'quantity', 'waitlist', 'website'];
      const r = await caller.public.events.register(input(texts(fields, names)));
      return {
        status: r.status,
        reference: r.reference ?? '',
        amount: String(r.amount),
        memberPrice: r.memberPrice ? '1' : '',
        clientSecret: r.clientSecret ?? '',
        paymentMode: r.payWith?.mode ?? '',
        publishableKey: r.payWith?.publishableKey ?? '',
        message: r.message,
      };
    },
  },
  // The ticket page's cancel button and the claim page's (docs/decisions/057): the token is the proof.
  eventCancel: {
    failure: 'Not Cancelled',
    page: (fields) => `/events-symposiums/ticket/${tokenPath(text(fields, 'token'))}`,
    call: async (caller, fields) => {
      const r = await caller.public.events.cancel(input({ token: text(fields, 'token') }));
      return { message: r.message, refunded: r.refunded ? '1' : '' };
    },
  },
  eventClaim: {
    failure: 'Seat Not Claimed',
    page: (fields) => `/events-symposiums/claim/${tokenPath(text(fields, 'token'))}`,
    call: async (caller, fields) => {
      const r = await caller.public.events.claim(input({ token: text(fields, 'token') }));
      return { status: r.status, reference: r.reference ?? '', amount: String(r.amount), message: r.message };
    },
  },
  reaction: {
    failure: (fields) => (text(fields, 'intent') === 'remove' ? 'Update Failed' : 'Reaction Failed'),
    page: (fields) => `/exhibitions/${encodeURIComponent(text(fields, 'contentItemId'))}`,
    call: (caller, fields, origin, http) => postReaction(caller, fields, origin, http),
  },
};

/** The member page's forms: each calls its `account.*` procedure, as the page's JavaScript does. */
function accountForms(): Record<Extract<FormName, `account${string}`>, FormPost> {
  const page = () => '/account';
  const form = (failure: string, call: FormPost['call']): FormPost => ({ failure, page, call });
  return {
    accountRequestCode: form('Sign-in Failed', async (caller, fields) => {
      const answer = await caller.account.requestCode({ email: text(fields, 'email') });
      return { email: text(fields, 'email').trim(), message: answer.message };
    }),
    accountVerifyCode: form('Sign-in Failed', async (caller, fields) => {
      await caller.account.verifyCode({ email: text(fields, 'email'), code: text(fields, 'code') });
      return {};
    }),
    accountUseLink: form('Sign-in Failed', async (caller, fields) => {
      await caller.account.useLink({ token: text(fields, 'token') });
      return {};
    }),
    accountSignOut: form('Sign-out Failed', async (caller) => {
      await caller.account.signOut();
      return {};
    }),
    accountSignOutEverywhere: form('Sign-out Failed', async (caller) => {
      await caller.account.signOutEverywhere();
      return {};
    }),
    accountFreshCode: form('Code Not Sent', async (caller) => ({ message: (await caller.account.requestFreshCode()).message })),
    accountConfirmFresh: form('Not Confirmed', async (caller, fields) => {
      await caller.account.confirmFreshCode({ code: text(fields, 'code') });
      return {};
    }),
    accountErase: form('Not Erased', async (caller, fields) => {
      await caller.account.erase({ confirm: text(fields, 'confirm') });
      return { erased: '1' };
    }),
    accountAddress: form('Code Not Sent', async (caller, fields) => ({
      message: (await caller.account.requestAddressChange({ newEmail: text(fields, 'newEmail') })).message,
    })),
    accountConfirmAddress: form('Address Not Changed', async (caller, fields) => ({
      email: (await caller.account.confirmAddress({ code: text(fields, 'code') })).email,
    })),
    accountAutoRenewOff: form('Not Turned Off', async (caller) => {
      await caller.account.autoRenewStop();
      return { off: '1' };
    }),
  };
}

const isFormName = (name: string): name is FormName => Object.hasOwn(FORMS, name);

/** The body as form fields: strings, or lists of strings for a repeated name; anything else is dropped. */
function postedFields(body: unknown): PostedValues {
  const fields: PostedValues = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fields;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) fields[name] = value;
  }
  return fields;
}

/** `a=1&b=2&b=3` as fields: a repeated name becomes a list (the volunteer form's checkboxes). */
export function parseUrlEncoded(body: string): PostedValues {
  const fields: PostedValues = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return fields;
}

/** A refusal as the page shows it: field messages for the schema's issues, a sentence otherwise. */
function refusal(error: unknown): { status: number; errors?: FieldErrors; message?: string; retryAfter?: number } | null {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (cause instanceof ZodError) return { status: 400, errors: fieldErrors(cause.issues) };
  if (cause instanceof DomainError) {
    return { status: cause.status, message: cause.message, ...(cause instanceof Throttled && { retryAfter: cause.retryAfterSeconds }) };
  }
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (status < 500) return { status, message: error.message };
  }
  return null;
}

/**
 * `POST /forms/NAME` (application/x-www-form-urlencoded): the public forms without JavaScript
 * (docs/decisions/021). Success: a 303 redirect to the form's page, whose result a one-visit
 * cookie carries. A refusal: the form's page itself, rendered with the values kept and the
 * spec's messages beside the fields (400), or the throttle's or Origin rule's sentence (429, 403).
 */
export async function registerFormPosts(app: FastifyInstance, services: AppServices, renderPage: PageHandler): Promise<void> {
  await app.register(async (scope) => {
    // Only here: the JSON API keeps refusing bodies that are not JSON (415).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_req, body, done) =>
      done(null, parseUrlEncoded(String(body))),
    );

    const formOf = (req: FastifyRequest, reply: FastifyReply): (FormPost & { name: FormName; anchor: string }) | null => {
      const name = (req.params as { form?: string }).form ?? '';
      if (isFormName(name)) return { ...FORMS[name], name, anchor: FORM_ANCHORS[name] };
      void reply.code(404).send({ error: `Not found: ${req.method} /forms/${name}` });
      return null;
    };

    // RFC 8058's one-click unsubscribe (docs/decisions/056): the mail client's POST of
    // `List-Unsubscribe=One-Click` to the List-Unsubscribe address. The signature is the proof; it
    // is not throttled per address, since such posts come from a few mail providers' servers. A
    // GET (a scanner following links) unsubscribes nobody: it is sent to the page with the button.
    scope.post('/dispatch/one-click', async (req, reply) => {
      const query = req.query as Record<string, string | undefined>;
      const parsed = dispatchUnsubscribeInput.safeParse({ subscriber: query.subscriber, token: query.token });
      reply.header('cache-control', 'no-store');
      if (!parsed.success) return reply.code(400).type('text/plain; charset=utf-8').send('This unsubscribe link is incomplete.');
      try {
        const done = await unsubscribe(services.db, services.secrets, parsed.data.subscriber, parsed.data.token);
        return reply.code(200).type('text/plain; charset=utf-8').send(done.message);
      } catch (error) {
        if (error instanceof DomainError) return reply.code(error.status).type('text/plain; charset=utf-8').send(error.message);
        throw error;
      }
    });
    scope.get('/dispatch/one-click', async (req, reply) => {
      const query = req.query as Record<string, string | undefined>;
      const search = new URLSearchParams({ subscriber: query.subscriber ?? '', token: query.token ?? '' });
      return reply.code(303).header('cache-control', 'no-store').header('location', `/dispatch/unsubscribe?${search}`).send();
    });

    // Someone who opens the address itself is sent to the form.
    scope.get('/forms/:form', async (req, reply) => {
      const form = formOf(req, reply);
      if (form)
        return reply
          .code(303)
          .header('location', `${form.page({})}#${form.anchor}`)
          .send();
      return reply;
    });

    // A member's data as a download (docs/decisions/054): a form post, with or without JavaScript,
    // so the file never passes through a URL, a cache or the page's script.
    scope.post('/account/data.:format', async (req, reply) => {
      const format = (req.params as { format?: string }).format;
      if (format !== 'json' && format !== 'html') return reply.code(404).send({ error: `Not found: POST /account/data.${format}` });
      const caller = createCaller(await createContext(services, req, reply));
      try {
        const { data, html } = await caller.account.exportData();
        reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="brain-appreciation-club-my-data.${format}"`);
        return format === 'json'
          ? reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2))
          : reply.type('text/html; charset=utf-8').send(html);
      } catch (error) {
        const refused = refusal(error);
        if (!refused) throw error;
        reply.header('cache-control', 'no-store');
        const posted: PostedForm = {
          form: 'accountFreshCode',
          title: 'Not Downloaded',
          ...(refused.message && { message: refused.message }),
        };
        return renderPage(req, reply, { url: '/account', posted, status: refused.status });
      }
    });

    scope.post('/forms/:form', async (req, reply) => {
      const form = formOf(req, reply);
      if (!form) return reply;
      const { name } = form;
      const fields = postedFields(req.body);
      const page = form.page(fields);
      const caller = createCaller(await createContext(services, req, reply));
      let result: Record<string, string>;
      try {
        result = await form.call(caller, fields, new URL(services.config.publicUrl).origin, { req, reply });
      } catch (error) {
        const { website: _website, ...values } = fields;
        if (error instanceof NextStep) {
          reply.header('cache-control', 'no-store');
          return renderPage(req, reply, { url: page, posted: { form: name, values }, status: 200 });
        }
        const around = await form.pageData?.(caller, fields);
        const refused = refusal(error);
        if (!refused) throw error;
        if (refused.retryAfter !== undefined) reply.header('retry-after', String(refused.retryAfter));
        // The honeypot is never shown back; every other value is kept.
        // As the JavaScript form does, a mistake the spec answers with one sentence shows that sentence alone.
        const sentence = refused.errors ? form.message?.(fields) : undefined;
        const message = sentence?.text ?? refused.message;
        const errors = sentence ? undefined : refused.errors;
        // Not about one field: the failure toast's title, with the server's reason (the wait, the rule) as its sentence.
        const title = sentence?.title ?? (message ? (typeof form.failure === 'string' ? form.failure : form.failure(fields)) : undefined);
        const posted: PostedForm = {
          form: name,
          values,
          ...(errors && { errors }),
          ...(title && { title }),
          ...(message && { message }),
          ...(around && { result: around }),
        };
        reply.header('cache-control', 'no-store');
        return renderPage(req, reply, { url: page, posted, status: refused.status });
      }
      const posted: PostedForm = { form: name, result: { ...(await form.pageData?.(caller, fields)), ...result } };
      reply.setCookie(FORM_RESULT_COOKIE, encodeFormResult(posted), { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 300 });
      return reply.code(303).header('cache-control', 'no-store').header('location', `${page}#${form.anchor}`).send();
    });
  });
}
