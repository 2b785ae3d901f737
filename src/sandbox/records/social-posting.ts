/** The account's Twitter connection: whether the user authorised the application (with a PIN) yet. */
export interface TwitterConnectionRecord {
  authorised: boolean;
  /** The posts published, newest last (what was posted, on the sandbox's clock). */
  posts: readonly { kind: 'image' | 'document'; what: string; postedOn: string }[];
}
