import type { ProtectionMethods, UserData } from '../accounts/rows';
import { EMPTY_USER_DATA, NO_PROTECTION_METHODS } from '../accounts/users';

/**
 * The seeded players. Every one has the password SEED_PASSWORD.
 * Tests and demos sign them in through POST /__control/session.
 */
export const SEED_PASSWORD = 'Player123!';

export interface SeedAccount {
  id: number;
  iso: string;
  type: 0 | 4 | 9;
  money: number;
  points?: number;
  isActive?: boolean;
}

export interface SeedUser {
  id: number;
  login: string;
  email: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
  userName: string;
  activationType: 0 | 1 | 2 | 3;
  banLevel: number;
  banVersion: number;
  termsChanged: boolean;
  hasDeposit: boolean;
  firstDepositBonusAvailable: boolean;
  protectionLevel: number;
  protectionMethods: ProtectionMethods;
  userData: UserData;
  msgCount: number;
  accounts: SeedAccount[];
}

export const SEED_USERS: SeedUser[] = [
  {
    id: 1001,
    login: 'player@example.com',
    email: 'player@example.com',
    phoneCode: '+7',
    phoneNumber: '9991234567',
    userName: 'Ivan Petrov',
    activationType: 2,
    banLevel: 0,
    banVersion: 0,
    termsChanged: false,
    hasDeposit: true,
    firstDepositBonusAvailable: false,
    protectionLevel: 60,
    protectionMethods: { ...NO_PROTECTION_METHODS, is_changed_password: true, enable_phone_binding: true, enable_email_auth: true },
    userData: {
      date_birthday: '1990-05-14',
      document_type_id: 1,
      inn: '771234567890',
      name: 'Ivan',
      passport: '4510 123456',
      passport_date: '2010-06-01',
      passport_end_date: null,
      registration_address: 'Moscow, Tverskaya st. 1, apt. 10',
      surname: 'Petrov',
    },
    msgCount: 2,
    accounts: [
      { id: 5001, iso: 'RUB', type: 0, money: 10000, points: 120, isActive: true },
      { id: 5002, iso: 'RUB', type: 4, money: 500 },
    ],
  },
  {
    id: 1002,
    login: 'banned@example.com',
    email: 'banned@example.com',
    phoneCode: null,
    phoneNumber: null,
    userName: 'Banned Player',
    activationType: 1,
    banLevel: 45,
    banVersion: 0,
    termsChanged: false,
    hasDeposit: true,
    firstDepositBonusAvailable: false,
    protectionLevel: 20,
    protectionMethods: NO_PROTECTION_METHODS,
    userData: EMPTY_USER_DATA,
    msgCount: 0,
    accounts: [{ id: 5011, iso: 'RUB', type: 0, money: 250, isActive: true }],
  },
  {
    id: 1003,
    login: 'terms@example.com',
    email: 'terms@example.com',
    phoneCode: null,
    phoneNumber: null,
    userName: 'Terms Player',
    activationType: 1,
    banLevel: 0,
    banVersion: 0,
    termsChanged: true,
    hasDeposit: true,
    firstDepositBonusAvailable: false,
    protectionLevel: 20,
    protectionMethods: NO_PROTECTION_METHODS,
    userData: EMPTY_USER_DATA,
    msgCount: 0,
    accounts: [{ id: 5021, iso: 'RUB', type: 0, money: 1500, isActive: true }],
  },
  {
    id: 1004,
    login: 'fresh@example.com',
    email: 'fresh@example.com',
    phoneCode: null,
    phoneNumber: null,
    userName: 'Fresh Player',
    activationType: 1,
    banLevel: 0,
    banVersion: 0,
    termsChanged: false,
    hasDeposit: false,
    firstDepositBonusAvailable: true,
    protectionLevel: 10,
    protectionMethods: NO_PROTECTION_METHODS,
    userData: EMPTY_USER_DATA,
    msgCount: 0,
    accounts: [{ id: 5031, iso: 'RUB', type: 0, money: 0, isActive: true }],
  },
  {
    // Two-step sign-in: after the password, a code goes to the inbox (GET /__control/inbox/:login).
    id: 1005,
    login: 'twostep@example.com',
    email: 'twostep@example.com',
    phoneCode: null,
    phoneNumber: null,
    userName: 'Two-Step Player',
    activationType: 1,
    banLevel: 0,
    banVersion: 0,
    termsChanged: false,
    hasDeposit: true,
    firstDepositBonusAvailable: false,
    protectionLevel: 40,
    protectionMethods: { ...NO_PROTECTION_METHODS, enable_two_factor_auth: true },
    userData: EMPTY_USER_DATA,
    msgCount: 0,
    accounts: [{ id: 5041, iso: 'RUB', type: 0, money: 2000, isActive: true }],
  },
  {
    // A phone-only player (registered by phone): login by phone + password or by SMS code.
    id: 1006,
    login: '+79990001122',
    email: null,
    phoneCode: '+7',
    phoneNumber: '9990001122',
    userName: 'Phone Player',
    activationType: 3,
    banLevel: 0,
    banVersion: 0,
    termsChanged: false,
    hasDeposit: true,
    firstDepositBonusAvailable: false,
    protectionLevel: 20,
    protectionMethods: { ...NO_PROTECTION_METHODS, enable_phone_binding: true },
    userData: EMPTY_USER_DATA,
    msgCount: 0,
    accounts: [{ id: 5051, iso: 'RUB', type: 0, money: 3000, isActive: true }],
  },
];
