import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_NAME_LENGTH } from '../sdk';
import { errorMessage, useIdentity } from '../app/identity';
import { Compass } from './Compass';

/** First visit: ask for a display name and create the guest identity. */
export function WelcomeDialog({ onSkip }: { onSkip?: () => void }) {
  const { create } = useIdentity();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    if (!n) {
      setError('Please enter a name the other players will see.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await create(n);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <div className="scrim">
      <form className="dialog" role="dialog" aria-modal="true" aria-labelledby="welcome-title" onSubmit={(e) => void submit(e)}>
        <Compass size={56} ink="#15354a" accent="#a7803c" />
        <h1 id="welcome-title">Welcome aboard</h1>
        <p className="muted" style={{ textAlign: 'center' }}>
          Choose the name other captains will see at the table. No account, no password: this browser remembers you.
        </p>
        <div className="field">
          <label htmlFor="welcome-name">Display name</label>
          <input
            id="welcome-name"
            ref={input}
            type="text"
            autoComplete="nickname"
            maxLength={MAX_NAME_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Captain Walker"
          />
        </div>
        {error && (
          <p className="alert error" role="alert">
            {error}
          </p>
        )}
        <div className="btn-row" style={{ justifyContent: 'space-between' }}>
          {onSkip ? (
            <button type="button" className="btn link" onClick={onSkip}>
              Just watch
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className="btn brass" disabled={busy}>
            {busy ? 'Signing on…' : 'Come aboard'}
          </button>
        </div>
      </form>
    </div>
  );
}
