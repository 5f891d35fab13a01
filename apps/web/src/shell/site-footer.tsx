import { Link } from 'react-router';
import { useCopy } from './copy';

export const LEGAL_LINKS = [
  { path: '/terms-and-conditions', key: 'landing:footer.terms' },
  { path: '/privacy-policy', key: 'landing:footer.privacy' },
  { path: '/cookie-policy', key: 'landing:footer.cookies' },
] as const;

/** Legal links and the operator's name, under the landing and the legal texts. */
export function SiteFooter({ company }: { company?: string }) {
  const { t } = useCopy();
  return (
    <footer className="wob-footer">
      <nav aria-label={t('landing:footer.legal')}>
        <ul className="wob-footer__links">
          {LEGAL_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {company && (
        <p className="wob-footer__copyright">
          {t('landing:footer.copyright', { year: new Date().getFullYear(), company })}
        </p>
      )}
    </footer>
  );
}
