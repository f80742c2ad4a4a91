import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { adminLoginInput } from '../../shared/schemas/admin-auth';
import { serverMessage } from '../lib/request-error';
import { FieldError, useSchemaForm } from '../lib/schema-form';
import { toast } from '../lib/toast';
import { trpc } from '../lib/trpc';

/** /admin-login: email and password, restricted-area notice, a way back to the club. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [showPassword, setShowPassword] = useState(false);
  const login = trpc.admin.auth.login.useMutation({
    onSuccess: (admin) => {
      utils.admin.auth.me.setData(undefined, admin);
      toast({ title: 'Login Successful', description: 'Welcome back to the Fellowship Administration.' });
      void navigate({ to: '/admin' });
    },
    onError: (error) => {
      form.showServerErrors(error);
      toast({ title: 'Login Failed', description: serverMessage(error) ?? 'Login failed', variant: 'destructive' });
    },
  });

  const form = useSchemaForm({
    initial: { email: '', password: '' },
    schema: adminLoginInput,
    id: (name) => `admin-${name}`,
    onValid: (data) => login.mutate(data),
  });

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-ink/95 px-4 py-10">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="text-center font-display text-sm font-bold uppercase tracking-[0.2em] text-sepia">The Brain Appreciation Club</p>
        <h1 className="mt-1 text-center text-3xl font-bold">Fellowship Administration</h1>
        <div className="ornament" />
        <div role="note" className="mb-6 rounded-sm border-2 border-burgundy/60 bg-burgundy/10 p-3 text-base">
          <p className="font-display font-bold text-burgundy">Restricted Area</p>
          <p>This chamber is reserved for authorised officers of the Club. Visitors are kindly asked to return to the exhibitions.</p>
        </div>
        <form {...form.formProps} className="grid gap-5">
          <div>
            <label htmlFor="admin-email" className="field-label">
              Email
            </label>
            <input {...form.field('email')} name="email" type="email" autoComplete="username" className="field-input" />
            <FieldError form={form} name="email" />
          </div>
          <div>
            <label htmlFor="admin-password" className="field-label">
              Password
            </label>
            <div className="flex gap-2">
              <input
                {...form.field('password')}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className="field-input"
              />
              <button
                type="button"
                className="btn-secondary shrink-0 px-3"
                onClick={() => setShowPassword((s) => !s)}
                aria-pressed={showPassword}
                aria-controls="admin-password"
              >
                {showPassword ? 'Hide' : 'Show'}
                <span className="sr-only"> password</span>
              </button>
            </div>
            <FieldError form={form} name="password" />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
            {login.isPending ? 'Verifying...' : 'Enter the Administration'}
          </button>
        </form>
        <Link to="/" className="btn-secondary mt-4 w-full">
          ← Return to the Club
        </Link>
      </div>
    </main>
  );
}
