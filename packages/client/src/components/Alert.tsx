import type { ReactNode } from 'react';

export function Alert({ kind = 'error', children, onClose, role }: { kind?: 'error' | 'warn' | 'info' | 'ok'; children: ReactNode; onClose?: () => void; role?: string }) {
  return (
    <div className={`alert ${kind}`} role={role ?? (kind === 'error' ? 'alert' : 'status')}>
      <div className="grow">{children}</div>
      {onClose && (
        <button type="button" className="close" aria-label="Dismiss" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
