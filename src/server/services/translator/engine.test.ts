import { describe, expect, it } from 'vitest';
import { ALL_ENTRIES } from './dictionary';
import { dictionarySize, splitHeadline, translateJobTitle } from './engine';

/**
 * Pinned translations of real job titles and real-style professional-network headlines (D11).
 * A change to the dictionary or templates that alters one of these must be a deliberate one.
 */
const TITLES: [string, string][] = [
  [
    'Software Engineer',
    "At work, I'm the one who types secret words into the computer until it stops complaining. On Fridays there is cake, which is the best part.",
  ],
  [
    'Senior Software Engineer',
    'My job is being the one who types secret words into the computer until it stops complaining. ‘Senior’ means I have been here long enough to know where the good biscuits are hidden. When people ask what I do, I say "oh, this and that".',
  ],
  [
    'Product Manager',
    'My job is being the one who decides what the thing we sell should do and then argues about it with the engineers. I get paid in money, not stickers, but I would like stickers too.',
  ],
  [
    'Chief Executive Officer',
    'I\'m the person who is the biggest boss, goes to lots of lunches and says "let\'s take this offline". If I do it well, I get a bigger desk.',
  ],
  [
    'Chief Technology Officer',
    'At work, I\'m the one who is the boss of the computers and says "it depends" to every question. At home time, I tell my mum I had a very busy day.',
  ],
  [
    'Data Scientist',
    'I\'m the grown-up who stares at numbers until they tell a story, and then makes a chart of it. When people ask what I do, I say "oh, this and that".',
  ],
  [
    'UX Designer',
    'My job is being the one who decides where the buttons go and is sad when people press the wrong one. Then I have a snack.',
  ],
  [
    'Marketing Coordinator',
    'My job is being the one who sends reminder emails about telling everyone how brilliant our stuff is. Then I have a snack.',
  ],
  [
    'Account Executive',
    "I'm the grown-up who is friends with a customer and keeps them happy so they keep paying. At home time, I tell my mum I had a very busy day.",
  ],
  [
    'Sales Development Representative',
    "I'm the person who rings up strangers and asks them to buy things, very nicely, again and again. I get paid in money, not stickers, but I would like stickers too.",
  ],
  [
    'Customer Success Manager',
    "At work, I'm the one who rings up customers to check they still like us, and hopes they say yes. Then I have a snack.",
  ],
  [
    'HR Business Partner',
    "I'm the grown-up who is best friends with the grown-ups who work here. On Fridays there is cake, which is the best part.",
  ],
  [
    'Talent Acquisition Specialist',
    "I'm the grown-up who knows about finding new grown-ups to work here, very, very well, and will tell you about it. Then I have a snack.",
  ],
  [
    'Scrum Master',
    "I'm the person who runs a meeting every morning where everyone stands up so it doesn't last too long, and it still lasts too long. On Fridays there is cake, which is the best part.",
  ],
  [
    'Solutions Architect',
    "I'm the person who draws boxes and arrows that will fix all of your problems, for a fee. It is very important, and I am very tired.",
  ],
  ['Chief of Staff', "I'm the person who is the big boss's grown-up helper and knows all the secrets. Then I have a snack."],
  [
    'Head of People',
    'I\'m the grown-up who is the boss of the grown-ups who work here and has a door that closes. When people ask what I do, I say "oh, this and that".',
  ],
  [
    'Vice President of Sales',
    "At work, I'm the one who is the boss of asking people for money very nicely, but still has a boss. On Fridays there is cake, which is the best part.",
  ],
  [
    'Executive Assistant to the CEO',
    "I'm the grown-up who runs the big boss's whole life, and the big boss doesn't know it. I do it all for the CEO, who gets the credit. Nobody is quite sure what would happen if I stopped, and nobody wants to find out.",
  ],
  [
    'Chief Happiness Officer',
    "I'm the person who is paid to make sure everyone is happy, which makes everyone a little bit nervous. On Fridays there is cake, which is the best part.",
  ],
  [
    'Developer Advocate',
    "I'm the grown-up who teaches other computer people how to use our thing, at conferences, with stickers. At home time, I tell my mum I had a very busy day.",
  ],
  [
    'Growth Hacker',
    'My job is being the one who tries clever tricks to make a number go up, and some of them are allowed. Nobody is quite sure what would happen if I stopped, and nobody wants to find out.',
  ],
  [
    'Junior Frontend Developer',
    "I'm the person who types magic words into the computer for the bits of the website you can see, and hopes. ‘Junior’ means I am the newest, so I fetch the biscuits. If I do it well, I get a bigger desk.",
  ],
  [
    'Interim CFO',
    "I'm the grown-up who looks after the piggy bank and says no to everybody's birthday cake budget. ‘Interim’ means I am only here until they find somebody else. Then I have a snack.",
  ],
  [
    'Digital Transformation Consultant',
    "I'm the person who is paid to have opinions about changing everything so that it can be changed back next year, and borrows your watch to tell you the time. On Fridays there is cake, which is the best part.",
  ],
  [
    'Teacher',
    'My job is being the one who looks after thirty children at once and still marks the homework at midnight. We salute you. On Fridays there is cake, which is the best part.',
  ],
];

const HEADLINES: [string, string][] = [
  [
    'Founder & CEO at Acme Analytics | Helping B2B SaaS companies scale with AI 🚀 | Keynote Speaker',
    "I'm the person who is the biggest boss, goes to lots of lunches and says \"let's take this offline\". I do all this at a place called Acme Analytics. When I say ‘Helping B2B SaaS companies scale with AI 🚀’, I mean doing favours for people and sending them a bill, and it is all about selling things to other companies and computer programs you pay for every month forever. At work, I'm the one who talks on big stages about things they mostly heard in a different talk. The rocket means I am very excited and would like you to be excited too. All of that fits on one line, which is the most impressive thing about it.",
  ],
  [
    'Senior Product Manager @ Widgetly • Ex-Google • Passionate about customer-centric innovation',
    'I\'m the grown-up who decides what the thing we sell should do and then argues about it with the engineers. ‘Senior’ means I have been here long enough to know where the good biscuits are hidden. I do all this at a place called Widgetly. I used to work at Google, and I will mention it within five minutes of meeting you. When I say ‘Passionate about customer-centric innovation’, I mean I like it a lot and I will not stop talking about it, and it is all about new ideas (mostly old ideas with a new name). Put together, that is a lot of words for "I have a job, please like my post".',
  ],
  [
    'Award-winning Brand Strategist - Storyteller - Coffee Lover',
    "I'm the grown-up who thinks about the logo and the feelings it is supposed to give you and makes a slide about it. ‘Award-winning’ means I won a prize once, at a dinner where everybody won a prize. I'm the person who tells stories for money, like a grown-up at bedtime, but with a budget. When I say ‘Coffee Lover’, I mean I cannot talk until I have had a hot drink. My mum still does not know what I do, but she has liked every post.",
  ],
  [
    'Open to Work | Digital Marketing Specialist | SEO, Content & Social Media | Results-Driven',
    "When I say ‘Open to Work’, I mean I would like a job, please, any job, thank you. Every day, I'm the grown-up who knows about telling everyone on the internet how brilliant our stuff is, very, very well, and will tell you about it. I work with making the website come first in the search like a race. Nobody has told me what I do with it, but I have a lanyard. My job has something to do with words and pictures on the internet and posts and likes and arguments with strangers, and I have a desk near it. When I say ‘Results-Driven’, I mean I want a gold star at the end. All of that fits on one line, which is the most impressive thing about it.",
  ],
  [
    'Chief Evangelist | Thought Leader | Bestselling Author | Dog Dad | Opinions are my own',
    "At work, I'm the one who tells everyone our thing is magic, very loudly, on stage. My job is being the one who has thoughts out loud on the internet and calls it leading. When I say ‘Bestselling Author’, I mean my mum bought forty copies of my book. When I say ‘Dog Dad’, I mean I have a pet, and it is my favourite colleague. When I say ‘Opinions are my own’, I mean please don't tell my boss. That is my whole personality, in one line, with separators.",
  ],
];

describe('JobTitleTranslator engine', () => {
  it.each(TITLES)('translates the job title %s', (title, expected) => {
    expect(translateJobTitle(title)).toBe(expected);
  });

  it.each(HEADLINES)('translates the headline %s part by part', (headline, expected) => {
    expect(translateJobTitle(headline)).toBe(expected);
  });

  it('knows at least 150 corporate words and phrases, each defined once', () => {
    expect(dictionarySize()).toBeGreaterThanOrEqual(150);
    expect(ALL_ENTRIES.length).toBeGreaterThanOrEqual(150);
    const terms = ALL_ENTRIES.flatMap((e) => e.terms.map((t) => `${e.kind}:${t}`));
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('is deterministic and ignores case and spacing', () => {
    const once = translateJobTitle('Senior Vice President of Synergy');
    expect(translateJobTitle('Senior Vice President of Synergy')).toBe(once);
    // Same sentences; quoted words keep the visitor's own capitals.
    expect(translateJobTitle('  senior   vice president of synergy ').toLowerCase()).toBe(once.toLowerCase());
  });

  it('splits headlines on |, •, spaced dashes and commas, keeping hyphenated words whole', () => {
    expect(splitHeadline('Co-Founder | Full-Stack Dev • Speaker - Author, Mentor')).toEqual([
      'Co-Founder',
      'Full-Stack Dev',
      'Speaker',
      'Author',
      'Mentor',
    ]);
    expect(splitHeadline('Engineer || 🚀 | Builder')).toEqual(['Engineer', 'Builder']);
    expect(splitHeadline('Solo')).toEqual(['Solo']);
  });

  it('stays sensible and funny on words it does not know', () => {
    const unknown = translateJobTitle('Blorptastic Flumperator');
    expect(unknown).toContain('‘Blorptastic Flumperator’');
    expect(unknown.length).toBeGreaterThan(60);
    const mixed = translateJobTitle('Quantum Synergy Manager');
    expect(mixed).toMatch(/tells other people what to do/);
    expect(mixed).toContain('‘Quantum’');
  });

  it('names the company after "at" or "@" and a former one after "Ex-"', () => {
    expect(translateJobTitle('Engineer at Initech')).toContain('I do all this at a place called Initech.');
    expect(translateJobTitle('Ex-Initech | Designer @ Hooli ✨')).toMatch(/I used to work at Initech.*place called Hooli\./);
  });

  it('reads "IT" as a department but "it" as a word', () => {
    expect(translateJobTitle('IT Manager')).toContain('the computers');
    expect(translateJobTitle('Making it happen')).not.toContain('the computers');
  });

  it('caps very long headlines and always ends with a full stop', () => {
    const long = Array.from({ length: 20 }, (_, i) => `Manager ${i}`).join(' | ');
    const out = translateJobTitle(long);
    expect(out).toContain('the translator needed a little lie down');
    expect(out.length).toBeLessThan(3000);
    for (const title of ['x', '!!!', 'CEO', 'a | b']) expect(translateJobTitle(title)).toMatch(/[.!?"]$/);
  });
});
