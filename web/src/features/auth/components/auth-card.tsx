import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of every signed-out step: a heading, one line of help, the form. Plain elements. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <div className="pui-card">
      <h1>{title}</h1>
      {description && <p className="pui-card-description">{description}</p>}
      {children}
    </div>
  );
}
