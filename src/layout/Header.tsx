import { Flex, IconButton, Image, Spacer, Text } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { GlobalSearch } from './GlobalSearch';
import { SystemMenu } from './SystemMenu';
import { UpdateNotice } from './UpdateNotice';

interface HeaderProps {
  authType: string | null;
  onOpenNavigation: () => void;
}

/** SPEC §2 header (64 px): hamburger on small screens, logo and name, update notice, search, System menu. */
export function Header({ authType, onOpenNavigation }: HeaderProps) {
  return (
    <Flex
      as="header"
      // Anchors the search suggestions on phones, where they span the header's width.
      position="relative"
      h="header"
      flexShrink={0}
      align="center"
      gap={{ base: '2', md: '3' }}
      px={{ base: '2', md: '4' }}
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <IconButton
        aria-label="Open navigation"
        variant="ghost"
        hideFrom="md"
        onClick={onOpenNavigation}
      >
        <MenuIcon />
      </IconButton>
      <RouterLink to="/" aria-label="Bazarr home" style={{ flexShrink: 0 }}>
        {/* Relative to <base href>, so it resolves under any base URL. */}
        <Image src="./images/logo.svg" alt="" boxSize="8" />
      </RouterLink>
      <Text fontSize="xl" fontWeight="bold" letterSpacing="tight" flexShrink={0}>
        Bazarr
      </Text>
      <UpdateNotice />
      <Spacer />
      <GlobalSearch />
      <SystemMenu authType={authType} />
    </Flex>
  );
}
