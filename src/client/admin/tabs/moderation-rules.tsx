import type { ComponentPropsWithRef, ReactNode } from 'react';
import { blockInput, wordInput } from '~/shared/schemas/moderation';
import { serverMessage } from '~/client/lib/request-error';
import { FormField } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';
import { trpc } from '~/client/lib/trpc';
import { useSentForm } from '../lib/sent-form';

/**
 * The rules that stop a persistent troll or a spam wave (docs/decisions/027): blocked emails and
 * address ranges (their new comments and reactions are refused, their pending ones hidden), and a
 * word list that holds a comment for review or refuses it.
 */
export function ModerationRules() {
  const utils = trpc.useUtils();
  const rules = trpc.admin.moderation.list.useQuery();
  const unblock = trpc.admin.moderation.unblock.useMutation();
  const removeWord = trpc.admin.moderation.removeWord.useMutation();
  const refresh = () => utils.admin.comments.invalidate().then(() => utils.admin.moderation.invalidate());

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      toast({ title: (await work()).message });
      await refresh();
    } catch (error) {
      toast({ title: 'Not changed', description: serverMessage(error) ?? 'The change failed.', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="moderation-rules-heading" className="mt-10">
      <h3 id="moderation-rules-heading" className="text-2xl font-bold">
        Blocks and the word list
      </h3>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <RuleCard
          title="Blocked authors"
          form={<BlockForm onDone={refresh} />}
          rules={rules.data?.blocks}
          testId="block"
          rule={(b) => (
            <>
              <strong>{b.kind === 'email' ? 'Email' : 'Address'}</strong> {b.value}
              {b.note && <span className="text-ink-soft"> · {b.note}</span>}
            </>
          )}
          lift={{ label: 'Lift', unseen: (b) => `the block on ${b.value}`, run: (b) => run(() => unblock.mutateAsync({ id: b.id })) }}
        >
          New comments and reactions from a blocked email or address are refused; their pending comments leave the queue until the block is
          lifted.
          {rules.data && rules.data.hiddenPending > 0 && ` ${rules.data.hiddenPending} pending comment(s) hidden now.`}
        </RuleCard>
        <RuleCard
          title="Word list"
          form={<WordForm onDone={refresh} />}
          rules={rules.data?.words}
          testId="word"
          rule={(w) => (
            <>
              <strong>{w.word}</strong> · {w.action === 'hold' ? 'holds for review' : 'refuses'}
            </>
          )}
          lift={{ label: 'Remove', unseen: (w) => w.word, run: (w) => run(() => removeWord.mutateAsync({ id: w.id })) }}
        >
          A word or phrase (whole words, any case) either holds a comment for review, marked in the queue, or refuses it with a message.
        </RuleCard>
      </div>
    </section>
  );
}

/**
 * One kind of rule: what it does (`children`), the form that adds one, and the rules in force, each
 * with the button that lifts it (`lift`: its word, what else a screen reader hears, and the change).
 */
function RuleCard<T extends { id: number }>({
  title,
  children,
  form,
  rules,
  testId,
  rule,
  lift,
}: {
  title: string;
  children: ReactNode;
  form: ReactNode;
  rules: T[] | undefined;
  testId: string;
  rule: (item: T) => ReactNode;
  lift: { label: string; unseen: (item: T) => string; run: (item: T) => Promise<void> };
}) {
  return (
    <div className="card p-4">
      <h4 className="text-xl font-bold">{title}</h4>
      <p className="mb-3 text-base text-ink-soft">{children}</p>
      {form}
      <ul className="mt-4 grid gap-2">
        {rules?.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 border-t border-gold/40 pt-2" data-testid={testId}>
            <span>{rule(item)}</span>
            <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={() => void lift.run(item)}>
              {lift.label}
              <span className="sr-only"> {lift.unseen(item)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The form that adds a rule: its fields (`children`) on a grid of `columns`, then its button the grid's width. */
function RuleForm({
  form,
  columns,
  label,
  submit,
  children,
}: {
  form: { formProps: ComponentPropsWithRef<'form'>; sending: boolean };
  columns: string;
  label: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form {...form.formProps} className={`grid gap-3 ${columns}`} aria-label={label}>
      {children}
      <button type="submit" className="btn-primary sm:col-span-2" disabled={form.sending}>
        {submit}
      </button>
    </form>
  );
}

function BlockForm({ onDone }: { onDone: () => Promise<unknown> }) {
  const form = useSentForm({
    procedure: trpc.admin.moderation.block,
    initial: { kind: 'email', value: '', note: '' },
    schema: blockInput,
    idPrefix: 'block',
    failed: { title: 'Not blocked', fallback: 'The block failed.' },
    onDone,
  });
  return (
    <RuleForm form={form} columns="sm:grid-cols-[auto_1fr]" label="Block an email or an address" submit="Add the block">
      <FormField form={form} name="kind" label="Block">
        <select {...form.field('kind')} className="field-input">
          <option value="email">Email</option>
          <option value="address">Address or range</option>
        </select>
      </FormField>
      <FormField
        form={form}
        name="value"
        label={form.values.kind === 'email' ? 'Email' : 'Address (203.0.113.7) or range (203.0.113.0/24)'}
      >
        <input {...form.field('value')} className="field-input" autoComplete="off" />
      </FormField>
      <div className="sm:col-span-2">
        <FormField form={form} name="note" label="Note (optional)">
          <input {...form.field('note')} className="field-input" autoComplete="off" />
        </FormField>
      </div>
    </RuleForm>
  );
}

function WordForm({ onDone }: { onDone: () => Promise<unknown> }) {
  const form = useSentForm({
    procedure: trpc.admin.moderation.addWord,
    initial: { word: '', action: 'hold' },
    schema: wordInput,
    idPrefix: 'word',
    failed: { title: 'Not added', fallback: 'The word was not added.' },
    onDone,
  });
  return (
    <RuleForm form={form} columns="sm:grid-cols-[1fr_auto]" label="Add a word to the list" submit="Add the word">
      <FormField form={form} name="word" label="Word or phrase">
        <input {...form.field('word')} className="field-input" autoComplete="off" />
      </FormField>
      <FormField form={form} name="action" label="What it does">
        <select {...form.field('action')} className="field-input">
          <option value="hold">Hold for review</option>
          <option value="refuse">Refuse</option>
        </select>
      </FormField>
    </RuleForm>
  );
}
