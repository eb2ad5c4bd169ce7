import type { ConsoleGroup, GroupBody } from '@forum/contract/console/people';
import type { peopleUpdateGroupForm } from '@forum/contract/form-fields/people.updateGroup';
import { ConsoleBilingualField } from '~/features/console/form/console-form.tsx';
import type { useForm } from '~/features/forms/use-form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { permissionLabel, permissionParts, permissionValue } from './permission-parts.ts';

/**
 * A group's fields (decision 066), inside its `RecordPage`: its names side by side, and one checkbox per
 * staff permission grouped by the console's part it opens, each with its code. In one's own group the
 * boxes are shown but cannot be changed (nobody raises their own permissions); they are sent as they are,
 * so a rename still saves.
 */
export function GroupFields({
  group,
  form,
}: {
  group: ConsoleGroup | null;
  form: Pick<ReturnType<typeof useForm<typeof peopleUpdateGroupForm>>, 'bilingual' | 'errors'>;
}) {
  const { t } = useI18n();
  const { bilingual, errors } = form;
  const isOwn = group?.isOwn ?? false;
  // the boxes open as the group is stored (a refused form shows its names as typed, its boxes as stored)
  const chosen = new Set(group?.permissions ?? []);
  return (
    <>
      <ConsoleBilingualField
        {...bilingual('name')}
        labels={{ ar: t('peopleGroupNameAr'), en: t('peopleGroupNameEn') }}
        required
      />
      <h2 className="field__label">{t('peopleGroupPermissionsLegend')}</h2>
      {isOwn ? <p className="people-note">{t('peopleGroupOwnNote')}</p> : null}
      {errors.permissions ? <p className="field__error">{errors.permissions}</p> : null}
      <div className="people-permissions">
        {permissionParts.map((part) => (
          <fieldset key={part.label} disabled={isOwn}>
            <legend>{t(part.label)}</legend>
            {part.permissions.map((name) => {
              const value = permissionValue(name);
              const id = `permission-${name}`;
              return (
                <div key={name} className="people-permission">
                  <input
                    id={id}
                    type="checkbox"
                    name="permissions"
                    value={value}
                    defaultChecked={chosen.has(value)}
                    data-testid={`permission-${value}`}
                  />
                  <label htmlFor={id}>
                    {t(permissionLabel(name))} <code className="people-ltr">{value}</code>
                  </label>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      {/* a disabled box is not sent: one's own group sends its permissions unchanged */}
      {isOwn
        ? group?.permissions.map((value) => <input key={value} type="hidden" name="permissions" value={value} />)
        : null}
    </>
  );
}

/** What a stored group's form opened with, sent as `base`: a change made meanwhile is refused. */
export function groupBase(group: ConsoleGroup | null): string {
  return group ? JSON.stringify({ nameAr: group.nameAr, nameEn: group.nameEn, permissions: group.permissions }) : '';
}

/** The body of a group's form as posted: its names, every box ticked, and the values it opened with. */
export function groupBodyOf(form: { text: (name: string) => string; form: FormData }) {
  const base = form.text('base');
  return {
    nameAr: form.text('nameAr'),
    nameEn: form.text('nameEn'),
    permissions: form.form
      .getAll('permissions')
      .filter((value): value is string => typeof value === 'string') as GroupBody['permissions'],
    ...(base ? { base } : {}),
  };
}
