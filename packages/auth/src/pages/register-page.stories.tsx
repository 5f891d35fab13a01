import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError } from '@wob/test-utils';
import { PNG_DATA_URL, VALID_REGISTRATION } from '../test/fixtures';
import { StoryFrame } from '../test/story-frame';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm, type RegisterFormProps } from './register-page';

// A picture crop that needs no canvas: the story returns a ready square.
const fakeCrop = async () => PNG_DATA_URL;

function Register(props: RegisterFormProps & { duplicate?: boolean }) {
  return (
    <StoryFrame
      path="/auth/register"
      handlers={{
        register: props.duplicate
          ? () => {
              throw apiError(422, 'Username Already Exist.', { email: 'Username Already Exist.' });
            }
          : () => ({ message: 'You have registered successfully. You can now log in.' }),
      }}
      delay={1500}
    >
      <AuthLayout title="Woble">
        <RegisterForm cropPicture={fakeCrop} {...props} />
      </AuthLayout>
    </StoryFrame>
  );
}

const meta = {
  title: 'Auth/Register',
  component: Register,
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StepOne: Story = { args: {} };

export const StepTwo: Story = {
  args: {
    initialStep: 1,
    initialValues: {
      name: VALID_REGISTRATION.name,
      email: VALID_REGISTRATION.email,
      password: VALID_REGISTRATION.password,
      gender: VALID_REGISTRATION.gender,
      birthDate: VALID_REGISTRATION.birthDate,
    },
  },
};

export const StepThree: Story = {
  args: { initialStep: 2, initialValues: { ...VALID_REGISTRATION, profilePicture: '', acceptTerms: false } },
};

export const StepThreeWithPicture: Story = {
  args: { initialStep: 2, initialValues: VALID_REGISTRATION },
};

/** Press 'Sign Up': the server says the e-mail is taken, and the form goes back to step one. */
export const DuplicateEmail: Story = {
  args: { initialStep: 2, initialValues: VALID_REGISTRATION, duplicate: true },
};

export const LongName: Story = {
  args: {
    initialValues: {
      name: 'Karen Christentze Dinesen Blixen-Finecke von Rungstedlund til Sølyst',
    },
  },
};
