/** The sandbox page's frame (it stands outside the shop's layout, as a provider's page would) and its closed state. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND } from '#domain/brand';

export function SandboxFrame({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-screen bg-[#F6F4F0] font-sans text-[#1A1A1A] lg:bg-[linear-gradient(90deg,#F6F4F0_50%,#FFFFFF_50%)]">
      <style>{`.sandbox-input{background:#fff;outline:none}.sandbox-input:focus-visible{outline:2px solid var(--color-gold);outline-offset:-2px}.sandbox-input[aria-invalid='true']{color:#A23B34}`}</style>
      {children}
    </main>
  );
}

export function ClosedSession({ title, message }: { title: string; message: string }) {
  return (
    <SandboxFrame>
      <div className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center px-6 text-center">
        <p className="font-display text-2xl uppercase tracking-[0.18em]">{BRAND.name}</p>
        <h1 className="mt-6 font-sans text-xl font-medium tracking-normal">{title}</h1>
        <p role="alert" className="mt-2 text-muted">
          {message}
        </p>
        <Link to="/checkout" className="btn-primary mt-8">
          Back to Checkout
        </Link>
      </div>
    </SandboxFrame>
  );
}
