import type { CategoryRow } from '@forum/contract/console/exhibition';
import { consoleExhibitionCreateCategoryForm } from '@forum/contract/form-fields/consoleExhibition.createCategory';
import { consoleExhibitionUpdateCategoryForm } from '@forum/contract/form-fields/consoleExhibition.updateCategory';
import { Form } from 'react-router';
import { BilingualField } from '~/components/bilingual-field.tsx';
import { FormMessages, SubmitButton } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { askConfirm, consoleAnswer } from '~/features/console/form/console-form.server.ts';
import { ConfirmStep, StaleSummary } from '~/features/console/form/console-form.tsx';
import { openForm } from '~/features/forms/open-form.server.ts';
import { useForm } from '~/features/forms/use-form.tsx';
import { openRoute } from '~/features/route/open-route.server.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import type { Route } from './+types/categories';
import { DeleteForm } from './delete-form.tsx';
import adminCss from './exhibition-admin.css?inline';
import { adminMeta, adminPaths, deleteQuestion, idOf } from './exhibition-admin.ts';

export async function loader(args: Route.LoaderArgs) {
  const route = openRoute(args, { personal: true });
  return route.need(await route.api.call('consoleExhibition.categories'));
}

/** Add, rename or delete a category; each form names its `intent` (and the category's id). */
export async function action(args: Route.ActionArgs) {
  const form = await openForm(args);
  const to = form.to(adminPaths.categories);
  const intent = form.text('intent');
  if (intent === 'add') {
    const result = await form.send('consoleExhibition.createCategory');
    return form.answer(result, { to, message: form.t('exhibitionAdminAdded') });
  }
  const id = idOf(form.text('id'));
  if (id === null) return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  if (intent === 'delete') {
    // asked first: a dialog with scripts, a step of the page without (ConfirmStep)
    const asked = askConfirm(form, deleteQuestion(form.t));
    if (asked) return asked;
    const result = await form.send('consoleExhibition.deleteCategory', { params: { id } });
    return form.answer(result, { to, message: form.t('exhibitionAdminDeleted') });
  }
  const result = await form.send('consoleExhibition.updateCategory', { params: { id } });
  return consoleAnswer(form, result, { to, message: form.t('exhibitionAdminSaved') });
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches[0]?.loaderData, 'exhibitionAdminCategoriesTitle');
}

function CategoryForm({ category }: { category: CategoryRow | null }) {
  const { t } = useI18n();
  const intent = category ? `rename-${category.id}` : 'add';
  const contractForm = category ? consoleExhibitionUpdateCategoryForm : consoleExhibitionCreateCategoryForm;
  const { formRef, bilingual, onSubmit, isSubmitting, inlineMessages } = useForm(contractForm, {
    intent,
    defaults: category,
  });
  return (
    <Form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="form ex-admin__inline-form">
      <input type="hidden" name="intent" value={category ? 'rename' : 'add'} />
      {category ? (
        <>
          <StaleSummary />
          <input type="hidden" name="id" value={category.id} />
          <input
            type="hidden"
            name="base"
            value={JSON.stringify({ nameAr: category.nameAr, nameEn: category.nameEn })}
          />
        </>
      ) : null}
      <BilingualField
        {...bilingual('name')}
        labels={{ ar: t('exhibitionAdminNameAr'), en: t('exhibitionAdminNameEn') }}
        required
      />
      <FormMessages messages={inlineMessages} />
      <SubmitButton isSubmitting={isSubmitting}>
        {category ? t('exhibitionAdminSave') : t('exhibitionAdminAdd')}
      </SubmitButton>
    </Form>
  );
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="ex-admin" data-testid="admin-categories">
      <RouteStyles name="exhibition-admin" sheet={adminCss} />
      <h1 className="ex-admin__title">{t('exhibitionAdminCategoriesTitle')}</h1>
      <ConfirmStep />
      <ul className="ex-admin__cards">
        {loaderData.items.map((category) => (
          <li key={`${category.id}-${category.nameAr}-${category.nameEn}`} className="ex-admin__card">
            <p className="ex-admin__count">{t('exhibitionAdminCategoryExhibitors', { count: category.exhibitors })}</p>
            <CategoryForm category={category} />
            {category.exhibitors === 0 ? (
              <DeleteForm fields={{ id: category.id }} testId={`delete-category-${category.id}`} />
            ) : null}
          </li>
        ))}
      </ul>
      <section className="ex-admin__card">
        <h2 className="ex-admin__subtitle">{t('exhibitionAdminCategoryAdd')}</h2>
        <CategoryForm category={null} />
      </section>
    </section>
  );
}
