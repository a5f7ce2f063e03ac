import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A read-only link with a copy button (clipboard API, or a selection fallback on insecure origins). */
export function CopyLink({ url, label }: { url: string; label?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    let ok = false;
    try {
      await navigator.clipboard.writeText(url);
      ok = true;
    } catch {
      const el = ref.current;
      if (el) {
        el.focus();
        el.select();
        try {
          ok = document.execCommand('copy');
        } catch {
          ok = false;
        }
      }
    }
    setCopied(ok);
    if (ok) window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="copy-link">
      <input
        ref={ref}
        type="text"
        readOnly
        value={url}
        aria-label={label ?? t('invite.label')}
        data-testid="invite-link"
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" className="btn secondary" onClick={() => void copy()}>
        {copied ? t('invite.copied') : t('invite.copy')}
      </button>
    </div>
  );
}
