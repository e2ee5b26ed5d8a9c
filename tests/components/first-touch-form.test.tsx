// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  FirstTouchForm,
  placeholderForm,
  useForm,
  type FormView,
  type LiveFormProps,
} from '#web/components/form';
import { TextField } from '#web/components/form/fields';

afterEach(cleanup);

type Values = { email: string };
const Email = z.object({ email: z.string().email({ message: 'Please enter a valid email address.' }) });

function View({ form, onSubmit }: { form: FormView<Values>; onSubmit?: (e: React.FormEvent) => void }) {
  const { errors } = form.formState;
  return (
    <form method="post" aria-label="Sign in" noValidate onSubmit={onSubmit}>
      <TextField label="Email" error={errors.email?.message} {...form.register('email')} />
      <button type="submit">Go</button>
    </form>
  );
}

function live(onValid: (v: Values) => void) {
  return function Live({ initialValues }: LiveFormProps) {
    const form = useForm<Values>({
      schema: () => Promise.resolve(Email),
      defaultValues: { email: initialValues.email ?? '' },
    });
    return <View form={form} onSubmit={form.handleSubmit(onValid)} />;
  };
}

describe('FirstTouchForm', () => {
  it('shows the markup alone until touched, then the real form takes over with what was typed and the focus', async () => {
    const onValid = vi.fn();
    const load = vi.fn(() => Promise.resolve(live(onValid)));
    render(
      <FirstTouchForm
        load={load}
        props={{}}
        placeholder={() => <View form={placeholderForm<Values>({ email: '' })} />}
      />,
    );
    expect(load).not.toHaveBeenCalled();
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'asha@example.com' } });
    input.focus();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByLabelText('Email')).not.toBe(input));
    const taken = screen.getByLabelText('Email') as HTMLInputElement;
    expect(taken.value).toBe('asha@example.com');
    expect(document.activeElement).toBe(taken);
  });

  it('sends a submit pressed before the real form arrived, checked by the schema', async () => {
    const onValid = vi.fn();
    render(
      <FirstTouchForm
        load={() => Promise.resolve(live(onValid))}
        props={{}}
        placeholder={() => <View form={placeholderForm<Values>({ email: 'nope' })} />}
      />,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('says so when the real form cannot be loaded, and tries again on the next touch', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    render(
      <FirstTouchForm
        load={load}
        props={{}}
        placeholder={({ failed }) => (
          <>
            <View form={placeholderForm<Values>({ email: '' })} />
            {failed && <p role="alert">An error occurred during login.</p>}
          </>
        )}
      />,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
