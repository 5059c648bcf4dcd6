import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';

/** Under the drop zone of a series upload: what a zip does, one being opened, the zips that could not be. */
export function PackNotice({
  opening,
  problems,
}: {
  opening: boolean;
  problems: readonly string[];
}) {
  return (
    <Stack gap="2">
      <Text textStyle="sm" color="fg.muted">
        A .zip of subtitles (a season pack) is unpacked here: each file goes to the episode its name
        tells.
      </Text>
      {opening && (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text textStyle="sm">Opening the zip file…</Text>
        </HStack>
      )}
      {problems.length > 0 && (
        <Box role="alert" borderWidth="1px" borderColor="border.error" rounded="md" p="3">
          <Text textStyle="sm" fontWeight="medium" color="fg.error">
            Some zip files were left out
          </Text>
          <Stack as="ul" gap="1" mt="1" ps="4">
            {problems.map((problem, index) => (
              <Text as="li" key={index} textStyle="sm" wordBreak="break-word">
                {problem}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
