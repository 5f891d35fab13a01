import { Card } from '@wob/ui';
import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Links under the card ('New user? Sign up here'). */
  footer?: ReactNode;
  /** Content above the title inside the card, e.g. the sign-up progress. */
  top?: ReactNode;
}

/** The frame of the visitor's account screens: one centred card on the bubbly background. */
export function AuthLayout({ title, intro, children, footer, top }: AuthLayoutProps) {
  return (
    <div className="wob-auth-page">
      <Card className="wob-auth-card" padding="lg" elevated>
        {top}
        <header className="wob-auth-card__header">
          <h1 className="wob-auth-card__title">{title}</h1>
          {intro && <p className="wob-auth-card__intro">{intro}</p>}
        </header>
        {children}
      </Card>
      {footer && <div className="wob-auth-page__footer">{footer}</div>}
    </div>
  );
}

export interface PageFrameProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** Beside the title on wide screens (an edit button). */
  actions?: ReactNode;
}

/** The frame of the signed-in account pages: a heading and a readable column. */
export function PageFrame({ title, intro, children, actions }: PageFrameProps) {
  return (
    <div className="wob-page wob-account-page">
      <header className="wob-page__header">
        <div>
          <h1 className="wob-page__title wob-page__title--large">{title}</h1>
          {intro && <p className="wob-page__intro">{intro}</p>}
        </div>
        {actions && <div className="wob-account-page__actions">{actions}</div>}
      </header>
      {children}
    </div>
  );
}
