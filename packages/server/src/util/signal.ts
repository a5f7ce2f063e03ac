/**
 * A typed event with any number of listeners, called in the order they subscribed. A listener that throws
 * is reported and does not keep the others from running: whoever emits has already done its part (e.g. a
 * commit), and every listener is owed the news.
 */
export class Signal<T> {
  private listeners: Array<(value: T) => void> = [];

  constructor(private onError: (e: unknown) => void = () => {}) {}

  /** Listen; returns the function that stops listening. */
  on(fn: (value: T) => void): () => void {
    this.listeners.push(fn);
    return () => {
      this.listeners = this.listeners.filter((f) => f !== fn);
    };
  }

  emit(value: T): void {
    for (const fn of this.listeners) {
      try {
        fn(value);
      } catch (e) {
        this.onError(e);
      }
    }
  }
}
