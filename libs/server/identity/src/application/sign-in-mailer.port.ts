export interface SignInMail {
  email: string;
  code: string;
  magicLink: string;
}

export abstract class SignInMailer {
  abstract send(mail: SignInMail): Promise<void>;
}
