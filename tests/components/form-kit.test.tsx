// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ErrorSummary,
  Form,
  FormError,
  PasswordField,
  SelectField,
  TextField,
  useForm,
} from '#web/components/form';

afterEach(cleanup);

const Contact = z.object({
  name: z.string().trim().min(1, { message: 'Please enter your name.' }),
  email: z.string().trim().email({ message: 'Please enter a valid email address.' }),
  city: z.string().min(1, { message: 'Please choose a city.' }),
  password: z.string().min(8, { message: 'At least 8 characters.' }),
});
type Values = z.input<typeof Contact>;
type Parsed = z.output<typeof Contact>;

const EMPTY: Values = { name: '', email: '', city: '', password: '' };

function ContactForm({
  onValid,
  schema = () => Promise.resolve(Contact),
  serverError,
  density,
  summary = false,
}: {
  onValid: (values: Parsed) => void;
  schema?: (() => Promise<z.ZodType>) | z.ZodType;
  serverError?: string;
  density?: 'comfortable' | 'compact';
  summary?: boolean;
}) {
  const form = useForm<Values, Parsed>({ schema, defaultValues: EMPTY, shouldFocusError: !summary });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const [attempt, setAttempt] = useState(0);
  const [formRef] = useState(() => ({ current: null as HTMLFormElement | null }));
  const onSubmit = handleSubmit(
    (values) => {
      onValid(values);
      if (serverError) setError('email', { type: 'server', message: serverError });
    },
    () => setAttempt((n) => n + 1),
  );
  return (
    <Form
      ref={(el) => {
        formRef.current = el;
      }}
      density={density}
      aria-label="Contact"
      onSubmit={onSubmit}
    >
      {summary && <ErrorSummary errors={errors} attempt={attempt} formRef={formRef} />}
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
      <SelectField
        label="City"
        placeholder="Choose"
        options={[{ value: 'Jaipur', label: 'Jaipur' }]}
        error={errors.city?.message}
        {...register('city')}
      />
      <PasswordField label="Password" error={errors.password?.message} {...register('password')} />
      <FormError message={errors.root?.message} />
      <button type="submit">Send</button>
    </Form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Every field valid, the name and e-mail with spaces the schema trims. */
function fillValid() {
  type('Name', '  Asha  ');
  type('Email', ' asha@example.com ');
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Jaipur' } });
  type('Password', 'long-enough');
}

describe('form kit', () => {
  it("shows the schema's messages under their fields, marks them invalid and focuses the first", async () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    type('Email', 'not-an-email');
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));

    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter your name.',
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('announces a field error in the storefront look, and leaves that to the summary when compact', async () => {
    const { unmount } = render(<ContactForm onValid={vi.fn()} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    expect((await screen.findByText('Please enter your name.')).getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Name').className).toBe('input');
    unmount();

    render(<ContactForm onValid={vi.fn()} density="compact" summary />);
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    const message = await screen.findByText('Please enter your name.');
    expect(message.getAttribute('role')).toBeNull();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Please correct these 4 fields:');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(screen.getByRole('link', { name: 'Email' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('passes the parsed values to the submit handler', async () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    fillValid();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      city: 'Jaipur',
      password: 'long-enough',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the schema itself as well as a loader (a back-office form holds it already)', async () => {
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} schema={Contact} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    fillValid();
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toMatchObject({ name: 'Asha' });
  });

  it("shows the server's refusal set with setError at its field", async () => {
    render(<ContactForm onValid={vi.fn()} serverError="This email is already registered." />);
    type('Name', 'Asha');
    type('Email', 'asha@example.com');
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Jaipur' } });
    type('Password', 'long-enough');
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    expect(await screen.findByText('This email is already registered.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the values as typed when the schema cannot be loaded (the server answers instead)', async () => {
    const onValid = vi.fn();
    const schema = vi.fn(() => Promise.reject(new Error('offline')));
    render(<ContactForm onValid={onValid} schema={schema} />);
    type('Name', ' Asha ');
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toMatchObject({ name: ' Asha ', email: '' });
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(schema).toHaveBeenCalledTimes(2); // a failed download is tried again
  });
});
