import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, LANGUAGES, setLanguage } from '../i18n';

/** The language choice (the header's, and the welcome dialog's); each language is named in itself. Remembered in this browser. */
export function LanguageSelect({ className = 'lang', testId = 'language' }: { className?: string; testId?: string }) {
  const { t } = useTranslation();
  const lng = currentLanguage();
  return (
    <select
      className={className}
      aria-label={t('site.language')}
      title={t('site.language')}
      value={lng}
      data-testid={testId}
      onChange={(e) => {
        if (isLanguage(e.target.value)) void setLanguage(e.target.value);
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l} value={l} lang={l}>
          {t(`site.languages.${l}`)}
        </option>
      ))}
    </select>
  );
}
