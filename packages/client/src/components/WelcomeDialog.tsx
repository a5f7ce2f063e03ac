import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_NAME_LENGTH } from '../sdk';
import { useIdentity } from '../app/identity';
import { ErrorText } from '../i18n/errors';
import { Compass } from './Compass';
import { LanguageSelect } from './LanguageSelect';

/**
 * Ask for a display name and create the guest identity: on the lobby at the first visit, and when a visitor
 * takes a seat. Always dismissable (Escape or the skip button): watching and browsing need no name. `skip`
 * words the way out: "Just watch" where the visitor may watch the match, else "Not now".
 */
export function WelcomeDialog({ onSkip, skip = 'notNow' }: { onSkip: () => void; skip?: 'justWatch' | 'notNow' }) {
  const { t } = useTranslation();
  const { create } = useIdentity();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ empty: true } | { e: unknown } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    if (!n) {
      setError({ empty: true });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await create(n);
    } catch (err) {
      setError({ e: err });
      setBusy(false);
    }
  };

  return (
    <div className="scrim">
      <form
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="welcome-title"
        onSubmit={(e) => void submit(e)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onSkip();
        }}
        data-testid="welcome"
      >
        {/* The header is behind the dialog: a first visit can change the language here. */}
        <LanguageSelect className="lang dialog-lang" testId="welcome-language" />
        <Compass size={56} ink="#15354a" accent="#a7803c" />
        <h1 id="welcome-title">{t('welcome.title')}</h1>
        <p className="muted" style={{ textAlign: 'center' }}>
          {t('welcome.text')}
        </p>
        <div className="field">
          <label htmlFor="welcome-name">{t('welcome.nameLabel')}</label>
          <input
            id="welcome-name"
            ref={input}
            type="text"
            autoComplete="nickname"
            maxLength={MAX_NAME_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('welcome.namePlaceholder')}
          />
        </div>
        {error && (
          <p className="alert error" role="alert">
            {'empty' in error ? t('welcome.nameMissing') : <ErrorText error={error.e} context="signOn" />}
          </p>
        )}
        <div className="btn-row" style={{ justifyContent: 'space-between' }}>
          <button type="button" className="btn link" onClick={onSkip} data-testid="welcome-skip">
            {skip === 'justWatch' ? t('welcome.justWatch') : t('welcome.notNow')}
          </button>
          <button type="submit" className="btn brass" disabled={busy} data-testid="welcome-submit">
            {busy ? t('welcome.signingOn') : t('welcome.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}
