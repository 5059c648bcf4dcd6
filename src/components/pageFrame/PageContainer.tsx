import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import { isolated } from '../text/ServerText';
import { PAGE_CONTAINER } from './PageContainer.looks';

/** The padded body of a page, below its toolbar. Usage: `<PageContainer><PageHeader title="Tasks" />...</PageContainer>`. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={useFixedClass(PAGE_CONTAINER)}>{children}</div>;
}

export interface PageHeaderProps {
  title: ReactNode;
  /** Optional controls at the right of the title (filters, buttons). */
  actions?: ReactNode;
}

/** The page title (an h1) with optional actions. Usage: `<PageHeader title="Backups" actions={<Button>Backup Now</Button>} />`. */
export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
      <Heading as="h1" size="lg">
        {isolated(title)}
      </Heading>
      {actions !== undefined && (
        <Flex gap="2" align="center" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
