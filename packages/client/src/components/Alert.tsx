import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Alert({
  kind = 'error',
  children,
  onClose,
  role,
}: {
  kind?: 'error' | 'warn' | 'info' | 'ok';
  children: ReactNode;
  onClose?: () => void;
  role?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`alert ${kind}`} role={role ?? (kind === 'error' ? 'alert' : 'status')}>
      <div className="grow">{children}</div>
      {onClose && (
        <button type="button" className="close" aria-label={t('common.dismiss')} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
