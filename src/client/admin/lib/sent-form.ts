import type { z } from 'zod';
import { serverMessage } from '../../lib/request-error';
import { useSchemaForm } from '../../lib/schema-form';
import { toast } from '../../lib/toast';

/** A mutation as a sent form calls it: the schema's output, and what to do with the answer. */
type Sender<S extends z.ZodType, R> = {
  mutate: (input: z.output<S>, options: { onSuccess: (result: R) => unknown; onError: (error: unknown) => void }) => void;
};

/**
 * A small admin form that sends through one mutation: once sent, the server's message is the toast
 * (with `description` under it), the form starts again empty and `onDone` runs; refused, the
 * server's field messages show by their fields and a toast says what failed (`failed`: its title
 * and what it says when the server gives no reason).
 */
export function useSentForm<V extends object, S extends z.ZodType, R extends { message: string }>({
  mutation,
  initial,
  schema,
  idPrefix,
  description,
  failed,
  onDone,
}: {
  mutation: Sender<S, R>;
  initial: V;
  schema: S;
  /** The fields' element ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  description?: string;
  failed: { title: string; fallback: string };
  onDone: () => unknown;
}) {
  const form = useSchemaForm({
    initial,
    schema,
    id: (name) => `${idPrefix}-${name}`,
    onValid: (data) =>
      mutation.mutate(data, {
        onSuccess: async (result) => {
          toast({ title: result.message, description });
          form.reset();
          await onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast({ title: failed.title, description: serverMessage(error) ?? failed.fallback, variant: 'destructive' });
        },
      }),
  });
  return form;
}
