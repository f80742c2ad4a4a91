import type { z } from 'zod';
import { serverMessage } from '~/client/lib/request-error';
import { useSchemaForm } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';

/** A mutation as a sent form calls it: the schema's output, and what to do with the answer. */
type Sender<S extends z.ZodType, R> = {
  mutate: (input: z.output<S>, options: { onSuccess: (result: R) => unknown; onError: (error: unknown) => void }) => void;
};

/**
 * A small admin form that sends through one mutation of `procedure`: once sent, the server's message
 * is the toast (with `description` under it), the form starts again empty and `onDone` runs; refused,
 * the server's field messages show by their fields and a toast says what failed (`failed`: its title
 * and what it says when the server gives no reason). `sending` is true while the mutation is under
 * way, for the submit button.
 */
export function useSentForm<V extends object, S extends z.ZodType, R extends { message: string }>({
  procedure,
  initial,
  schema,
  idPrefix,
  description,
  failed,
  onDone,
}: {
  /** The mutation's procedure (`trpc.admin.<area>.<action>`). */
  procedure: { useMutation: () => Sender<S, R> & { isPending: boolean } };
  initial: V;
  schema: S;
  /** The fields' element ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  description?: string;
  failed: { title: string; fallback: string };
  onDone: () => unknown;
}) {
  const mutation = procedure.useMutation();
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
  return { ...form, sending: mutation.isPending };
}
