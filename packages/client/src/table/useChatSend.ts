import { useState, type FormEvent } from 'react';

/**
 * The chat box's draft and sending state, shared by the table's chat and a board's own message panel:
 * `send` posts the trimmed draft (to one seat, or the table when `to` is null), clears it once the server
 * took it, and keeps the error otherwise.
 */
export function useChatSend(say: ((text: string, to: number | null) => Promise<unknown>) | null) {
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const send = async (e: FormEvent, to: number | null) => {
    e.preventDefault();
    const line = text.trim();
    if (!line || !say) return;
    setSending(true);
    setError(null);
    try {
      await say(line, to);
      setText('');
    } catch (err) {
      setError(err ?? new Error('unknown'));
    } finally {
      setSending(false);
    }
  };
  return { text, setText, error, sending, send };
}
