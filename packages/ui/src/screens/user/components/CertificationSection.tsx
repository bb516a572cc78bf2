import { useId, useMemo } from 'react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation';
import { userLocale } from '../locales';
import { styled } from 'styled-components';
import { Descriptions } from '../../../components/Descriptions';
import { createTableColumnHelper, Table } from '../../../components/Table';
import { Tag, type TagColor } from '../../../components/Tag';
import { theme } from '../../../theme/tokens';
import type {
  Certification,
  CertificationRecord,
  CertificationStatus,
  EnterpriseInfo,
} from '../user.types';

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

const Note = styled.p`
  margin: 0;
  color: ${theme.color.text3};
`;

const statusColor = {
  passed: 'success',
  auditing: 'primary',
} as const satisfies Record<CertificationStatus, TagColor>;

const recordColumn = createTableColumnHelper<CertificationRecord>();

const recordId = (record: CertificationRecord) => `${record.time}-${record.certificationContent}`;

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
        <Tag color={statusColor[info.status]}>{t(`user.certification.status.${info.status}`)}</Tag>
      );
    default:
      return <>{info[field]}</>;
  }
}

/**
 * Certification section: the enterprise certification (account type, status, time, legal person and
 * the certificate fields) and the list of certification records with their state (passed or auditing). Used by
 * both user info and user settings.
 */
export function CertificationSection({
  certification,
  headingLevel = 3,
}: CertificationSectionProps) {
  const { t } = useFeatureTranslation(userLocale);
  const enterpriseId = useId();
  const heading = `h${headingLevel}` as const;
  const info = certification.enterpriseInfo;
  const recordColumns = useMemo(
    () =>
      recordColumn.columns([
        recordColumn.accessor('certificationType', {
          header: t('user.certification.records.certificationType'),
          enableSorting: false,
          cell: (cell) => t(`user.certification.types.${cell.getValue()}`),
        }),
        recordColumn.accessor('certificationContent', {
          header: t('user.certification.records.certificationContent'),
          enableSorting: false,
          meta: { rowHeader: true },
        }),
        recordColumn.accessor('status', {
          header: t('user.certification.records.status'),
          enableSorting: false,
          cell: (cell) => (
            <Tag color={statusColor[cell.getValue()]}>
              {t(`user.certification.status.${cell.getValue()}`)}
            </Tag>
          ),
        }),
        recordColumn.accessor('time', {
          header: t('user.certification.records.time'),
          enableSorting: false,
        }),
      ]),
    [t],
  );
  return (
    <div>
      <Section aria-labelledby={enterpriseId}>
        <Heading as={heading} id={enterpriseId}>
          {t('user.certification.enterprise.title')}
        </Heading>
        {info ? (
          <Descriptions
            column={3}
            items={enterpriseFields.map((field) => ({
              key: field,
              label: t(`user.certification.enterprise.${field}`),
              value: <EnterpriseValue info={info} field={field} />,
            }))}
          />
        ) : (
          <Note>{t('user.certification.enterprise.none')}</Note>
        )}
      </Section>
      {/* Not a landmark of its own: the table's scroll region already is one, named by the same title. */}
      <Section as="div">
        <Heading as={heading}>{t('user.certification.records.title')}</Heading>
        {certification.record.length > 0 ? (
          <Table
            caption={t('user.certification.records.title')}
            columns={recordColumns}
            data={certification.record}
            getRowId={recordId}
          />
        ) : (
          <Note>{t('user.certification.records.none')}</Note>
        )}
      </Section>
    </div>
  );
}
