import { useState } from 'react';
import { Box, Button, Card, Center, Field, Image, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { useLoginMutation } from '../../api/system';
import { useEnvironment } from '../../lib/environment';
import { pageLocation } from '../../lib/pageLocation';
import { PasswordInput } from '../../components/form/PasswordInput';

const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Username is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
});

type LoginForm = z.infer<typeof loginSchema>;

export const WRONG_CREDENTIALS = 'Wrong username or password';

/** Bazarr answers a refused login with 401, 403 or 406; anything else is shown as the server said it. */
function failureText(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    if (error.status === 401 || error.status === 403 || error.status === 406)
      return WRONG_CREDENTIALS;
    if ('message' in error && typeof error.message === 'string') return error.message;
  }
  return WRONG_CREDENTIALS;
}

/** docs/behaviour.md §2 /login: Username and Password (both required) and Login. */
export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const { baseUrl } = useEnvironment();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login(values).unwrap();
      // The server now hands the API key to the page it serves: load it afresh at the base URL.
      pageLocation.assign(`${baseUrl}/`);
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <Center minH="100dvh" p="4" bg="bg.subtle">
      <Card.Root w="full" maxW="sm">
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Center flexDirection="column" gap="2" pb="2">
                <Image src="./images/logo.svg" alt="" boxSize="16" />
                <Text as="h1" fontSize="2xl" fontWeight="bold">
                  Bazarr
                </Text>
              </Center>
              <Field.Root invalid={errors.username !== undefined} required>
                <Field.Label>Username</Field.Label>
                <Input autoComplete="username" autoFocus {...register('username')} />
                <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={errors.password !== undefined} required>
                <Field.Label>Password</Field.Label>
                <PasswordInput autoComplete="current-password" {...register('password')} />
                <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={isLoading}>
                Login
              </Button>
              <Box minH="5" aria-live="polite">
                {failure && (
                  <Text color="fg.error" fontSize="sm" textAlign="center">
                    {failure}
                  </Text>
                )}
              </Box>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
