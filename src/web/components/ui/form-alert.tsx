import type { ReactNode } from 'react';

/** Why a form or dialog could not do its work, announced as an alert; nothing when there is no message. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
