import '../health-checks.css';
import { useEffect, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { defaultSettings, type HealthCheckSettings } from '../../../../contract/health-checks/settings';
import { ApiError, errorMessage } from '../../../api/api-error';
import { useOnlineStatus } from '../../../sync/online-status';
import { ErrorBanner, SuccessBanner } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useHealthCheckSettings, useSaveHealthCheckSettings } from '../api/health-check-settings';
import { bodyOf, formOf, type SettingsFormValues } from '../settings-form';
import { ChecklistEditor } from './checklist-editor';
import { ThresholdsFields } from './thresholds-fields';

const intro =
  'What your health checks ask and how measurements are coloured. Changes apply to checks started ' +
  'after you save; a check already started keeps its own.';

/**
 * /health-checks/settings: the garage's colour thresholds and its two checklists. Saving needs the
 * server (the checklist is the whole garage's); what is saved applies to the checks started from
 * then on, and each check keeps what it was started under.
 */
export function HealthCheckSettingsPage({ userId }: { userId: string }) {
  const online = useOnlineStatus();
  const settings = useHealthCheckSettings(userId);
  return (
    <Page title="Checklists and thresholds" intro={intro}>
      <p>
        <Link to="/health-checks">Back to health checks</Link>
      </p>
      {settings.isPending ? (
        <Spinner label="Reading the garage’s settings" />
      ) : settings.data ? (
        <SettingsForm
          userId={userId}
          settings={settings.data.value}
          online={online}
          fromDevice={settings.data.fromDevice}
        />
      ) : (
        <ErrorBanner>{errorMessage(settings.error)}</ErrorBanner>
      )}
    </Page>
  );
}

function SettingsForm({
  userId,
  settings,
  online,
  fromDevice,
}: {
  userId: string;
  settings: HealthCheckSettings;
  online: boolean;
  fromDevice: boolean;
}) {
  const save = useSaveHealthCheckSettings(userId);
  const [shown, setShown] = useState(0);
  const [banner, setBanner] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsFormValues>({ defaultValues: formOf(settings) });
  const { errors } = form.formState;
  const templates = form.watch('templates');

  useEffect(() => form.reset(formOf(settings)), [form, settings]);

  /** Puts each problem beside its field, and opens the checklist the first one is in. */
  const show = (problems: { path: string; message: string }[]) => {
    for (const problem of problems)
      form.setError(problem.path as Path<SettingsFormValues>, { message: problem.message });
    const checklist = /^templates\.(\d+)/.exec(problems[0]?.path ?? '');
    if (checklist) setShown(Number(checklist[1]));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    setSaved(false);
    const made = bodyOf(values);
    if ('problems' in made) return show(made.problems);
    try {
      await save.mutateAsync(made.body);
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiError && error.violations.length > 0) {
        show(Object.entries(error.fieldErrors).map(([path, message]) => ({ path, message })));
        setBanner('Some settings need a change; each is marked beside its field.');
      } else setBanner(errorMessage(error));
    }
  });

  return (
    <form className="form hc-settings" onSubmit={onSubmit} noValidate aria-label="Checklists and thresholds">
      {!online && (
        <p className="banner banner--info" role="status">
          You are offline. {fromDevice ? 'These are the settings last read on this device. ' : ''}Saving needs the
          connection.
        </p>
      )}
      <ErrorBanner>{banner}</ErrorBanner>
      <SuccessBanner>{saved ? 'Saved. Health checks started from now on use these.' : null}</SuccessBanner>
      <ThresholdsFields register={form.register} errors={errors} />
      <fieldset className="hc-settings__checklists">
        <legend>Checklists</legend>
        <div className="hc-settings__tabs" role="group" aria-label="Checklist to edit">
          {templates.map((template, index) => (
            <button
              key={template.id}
              type="button"
              className={index === shown ? 'button button--primary' : 'button button--secondary'}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
            >
              {template.name || 'Unnamed'} ({template.items.length} items)
              {errors.templates?.[index] ? ' – needs a change' : ''}
            </button>
          ))}
        </div>
        {templates.map((template, index) =>
          index === shown ? (
            <ChecklistEditor
              key={template.id}
              index={index}
              control={form.control}
              register={form.register}
              errors={errors}
            />
          ) : null,
        )}
      </fieldset>
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending || !online}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            form.reset(formOf(defaultSettings), { keepDefaultValues: true });
            setSaved(false);
          }}
        >
          Put back the UK defaults
        </button>
      </div>
    </form>
  );
}
