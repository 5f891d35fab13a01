import './status-tag.css';

// A short state in words, coloured by how it went ('ok' muted, 'problem' in the danger
// colour): a run's outcome, whether an administrator's authenticator app is set up. The text
// carries the meaning; the colour only repeats it.

export function StatusTag({ tone, children }: { tone: 'ok' | 'problem'; children: string }) {
  return <span className={`wob-status-tag wob-status-tag--${tone}`}>{children}</span>;
}
