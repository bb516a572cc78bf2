import { useId } from 'react';
import { useFeatureTranslation } from '../../../i18n/localeBundle';
import { userLocale } from '../locales';
import { styled } from 'styled-components';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { theme } from '../../../theme/tokens';
import type { Certification, CertificationStatus, EnterpriseInfo } from '../user.types';
import { StatusTag } from './StatusTag';

export interface CertificationSectionProps {
  /** The answer of /api/user/certification. */
  certification: Certification;
  /** Level of the two sub-headings, below the heading of the card or tab that holds the section. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};

  & + & {
    margin-top: ${theme.space.xxl};
  }
`;

const Heading = styled.h3`
  margin: 0;
  color: ${theme.color.text1};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.lg} ${theme.space.xxl};
  margin: 0;
  padding: ${theme.space.xl};
  border-radius: ${theme.radius.md};
  background: ${theme.color.fill1};

  @container user-page (max-width: 760px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container user-page (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;

  & > dt {
    color: ${theme.color.text3};
  }
  & > dd {
    margin: 0;
    color: ${theme.color.text1};
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.text3};
`;

const Records = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.md};

  & th,
  & td {
    padding: ${theme.space.md} ${theme.space.lg};
    border-bottom: 1px solid ${theme.color.border2};
    text-align: left;
    vertical-align: middle;
  }
  & thead th {
    background: ${theme.color.fill2};
    color: ${theme.color.text2};
    font-weight: ${theme.font.weight.medium};
  }
  & tbody th {
    font-weight: ${theme.font.weight.regular};
  }
  & td[data-column='time'] {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const statusTone = {
  passed: 'success',
  auditing: 'primary',
} as const satisfies Record<CertificationStatus, 'success' | 'primary'>;

const enterpriseFields = [
  'accountType',
  'status',
  'time',
  'legalPerson',
  'certificateType',
  'authenticationNumber',
  'enterpriseName',
  'enterpriseCertificateType',
  'organizationCode',
] as const satisfies ReadonlyArray<keyof EnterpriseInfo>;

function EnterpriseValue({ info, field }: { info: EnterpriseInfo; field: keyof EnterpriseInfo }) {
  const { t } = useFeatureTranslation(userLocale);
  switch (field) {
    case 'accountType':
      return <>{t(`user.certification.accountTypes.${info.accountType}`)}</>;
    case 'status':
      return (
        <StatusTag tone={statusTone[info.status]}>
          {t(`user.certification.status.${info.status}`)}
        </StatusTag>
      );
    default:
      return <>{info[field]}</>;
  }
}

/**
 * contract §2 certification section: the enterprise certification (account type, status, time, legal person and
 * the certificate fields) and the list of certification records with their state (passed or auditing). Used by
 * both user info and user settings.
 */
export function CertificationSection({
  certification,
  headingLevel = 3,
}: CertificationSectionProps) {
  const { t } = useFeatureTranslation(userLocale);
  const enterpriseId = useId();
  const recordsId = useId();
  const heading = `h${headingLevel}` as const;
  const info = certification.enterpriseInfo;
  return (
    <div>
      <Section aria-labelledby={enterpriseId}>
        <Heading as={heading} id={enterpriseId}>
          {t('user.certification.enterprise.title')}
        </Heading>
        {info ? (
          <Fields>
            {enterpriseFields.map((field) => (
              <Field key={field}>
                <dt>{t(`user.certification.enterprise.${field}`)}</dt>
                <dd>
                  <EnterpriseValue info={info} field={field} />
                </dd>
              </Field>
            ))}
          </Fields>
        ) : (
          <Note>{t('user.certification.enterprise.none')}</Note>
        )}
      </Section>
      <Section aria-labelledby={recordsId}>
        <Heading as={heading} id={recordsId}>
          {t('user.certification.records.title')}
        </Heading>
        {certification.record.length > 0 ? (
          <Records>
            <VisuallyHidden asChild>
              <caption>{t('user.certification.records.title')}</caption>
            </VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{t('user.certification.records.certificationType')}</th>
                <th scope="col">{t('user.certification.records.certificationContent')}</th>
                <th scope="col">{t('user.certification.records.status')}</th>
                <th scope="col">{t('user.certification.records.time')}</th>
              </tr>
            </thead>
            <tbody>
              {certification.record.map((record) => (
                <tr key={`${record.time}-${record.certificationContent}`}>
                  <td>{t(`user.certification.types.${record.certificationType}`)}</td>
                  <th scope="row">{record.certificationContent}</th>
                  <td>
                    <StatusTag tone={statusTone[record.status]}>
                      {t(`user.certification.status.${record.status}`)}
                    </StatusTag>
                  </td>
                  <td data-column="time">{record.time}</td>
                </tr>
              ))}
            </tbody>
          </Records>
        ) : (
          <Note>{t('user.certification.records.none')}</Note>
        )}
      </Section>
    </div>
  );
}
