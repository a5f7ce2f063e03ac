import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, LANGUAGES, setLanguage } from '../i18n';

/** The header's language choice; each language is named in itself. Remembered in this browser. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const lng = currentLanguage();
  return (
    <select
      className="lang"
      aria-label={t('site.language')}
      title={t('site.language')}
      value={lng}
      data-testid="language"
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
