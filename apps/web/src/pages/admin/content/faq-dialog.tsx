import { type AdminFaq, endpoints } from '@wob/api';
import { Button, Dialog, Switch, Tabs, TextArea, TextField } from '@wob/ui';
import { checkForm, FaqFormSchema } from '@wob/validation';
import { type FormEvent, useState } from 'react';
import { adminClient } from '../admin-kit';
import { messageOf, type Translate, useChange } from './content-kit';

// The FAQ editor: question and answer in Danish and English (a tab each), and whether members
// see it. Both languages are required; a language with an error opens on submit.

type Values = Pick<AdminFaq, 'questionDa' | 'answerDa' | 'questionEn' | 'answerEn' | 'published'>;
type Field = keyof Values;

const EMPTY: Values = {
  questionDa: '',
  answerDa: '',
  questionEn: '',
  answerEn: '',
  published: true,
};

export function FaqDialog(props: {
  t: Translate;
  faq: AdminFaq | null;
  onClose: () => void;
  onSaved: (faqs: AdminFaq[]) => void;
}) {
  const { t, faq, onClose, onSaved } = props;
  const change = useChange();
  const [values, setValues] = useState<Values>(() =>
    faq
      ? {
          questionDa: faq.questionDa,
          answerDa: faq.answerDa,
          questionEn: faq.questionEn,
          answerEn: faq.answerEn,
          published: faq.published,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [language, setLanguage] = useState('da');
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    if (found.questionDa || found.answerDa) setLanguage('da');
    else if (found.questionEn || found.answerEn) setLanguage('en');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = checkForm(FaqFormSchema, values);
    if (!parsed.ok) {
      showErrors(parsed.errors);
      return;
    }
    setBusy(true);
    const saved = await change(
      () =>
        faq
          ? adminClient.call(endpoints.adminUpdateFaq, { id: faq.id, ...parsed.output })
          : adminClient.call(endpoints.adminCreateFaq, parsed.output),
      { onFieldErrors: showErrors },
    );
    setBusy(false);
    if (saved) onSaved(saved.faqs);
  };

  const fields = (lang: 'Da' | 'En') => (
    <div className="wob-content__fields">
      <TextField
        label={t('admin:content.faqs.question')}
        value={values[`question${lang}`]}
        onChange={set(`question${lang}`)}
        errorMessage={messageOf(t, errors[`question${lang}`])}
        isRequired
      />
      <TextArea
        label={t('admin:content.faqs.answer')}
        rows={6}
        value={values[`answer${lang}`]}
        onChange={set(`answer${lang}`)}
        errorMessage={messageOf(t, errors[`answer${lang}`])}
        isRequired
      />
    </div>
  );

  return (
    <Dialog
      title={t(faq ? 'admin:content.faqs.editTitle' : 'admin:content.faqs.createTitle')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('admin:content.common.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin:content.common.cancel')}
          </Button>
          <Button type="submit" form="wob-faq-form" isLoading={busy}>
            {t('admin:content.common.save')}
          </Button>
        </>
      }
    >
      <form id="wob-faq-form" className="wob-content__form" noValidate onSubmit={submit}>
        <Tabs
          label={t('admin:content.faqs.languages')}
          selectedKey={language}
          onSelectionChange={setLanguage}
          items={[
            { id: 'da', label: t('admin:content.common.danish'), content: fields('Da') },
            { id: 'en', label: t('admin:content.common.english'), content: fields('En') },
          ]}
        />
        <Switch isSelected={values.published} onChange={set('published')}>
          {t('admin:content.faqs.publishedSwitch')}
        </Switch>
      </form>
    </Dialog>
  );
}
