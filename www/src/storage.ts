// Save and resume through localStorage, for every game page: the engine's own save (config and
// actions, checked by its state hash on load) plus the page's settings, under one key per game.

export interface SavedGames<T> {
  store(stored: T): void;
  restore(): T | null;
  forget(): void;
}

export function savedGames<T>(key: string): SavedGames<T> {
  return {
    store(stored) {
      try {
        localStorage.setItem(key, JSON.stringify(stored));
      } catch {
        // Storage full or disabled: the game goes on, it just will not survive a reload.
      }
    },
    restore() {
      try {
        const text = localStorage.getItem(key);
        return text ? (JSON.parse(text) as T) : null;
      } catch {
        return null;
      }
    },
    forget() {
      try {
        localStorage.removeItem(key);
      } catch {
        // nothing stored
      }
    },
  };
}
