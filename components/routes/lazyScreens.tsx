'use client';

import dynamic from 'next/dynamic';

// The settings screen, shown by its one route, loads with that page only: RouteScreen is on the
// route file that serves most of the site, where a static import put it in every first load
// (docs/decisions/first-load-imports.md). Still rendered on the server.
export const SettingsScreen = dynamic(() => import('@/components/settings/SettingsScreen').then((m) => m.SettingsScreen));
// The bet history and the coupon check, each on its office page only, for the same reason.
export const BetHistory = dynamic(() => import('@/components/bets/BetHistory').then((m) => m.BetHistory));
export const Paycheck = dynamic(() => import('@/components/bets/Paycheck').then((m) => m.Paycheck));
// The cashier's screens (docs/payments-api.md), each on its office page only.
export const RechargeScreen = dynamic(() => import('@/components/payments/RechargeScreen').then((m) => m.RechargeScreen));
export const DeduceScreen = dynamic(() => import('@/components/payments/DeduceScreen').then((m) => m.DeduceScreen));
export const PaymentHistory = dynamic(() => import('@/components/payments/PaymentHistory').then((m) => m.PaymentHistory));
export const PaymentRequests = dynamic(() => import('@/components/payments/PaymentRequests').then((m) => m.PaymentRequests));
// The responsible-gaming page (limits-coupon-auth.md §2): the player's limits, on its office page only.
export const ResponsibleScreen = dynamic(() => import('@/components/limits/ResponsibleScreen').then((m) => m.ResponsibleScreen));
export const CreatePaymentRequest = dynamic(() => import('@/components/payments/CreatePaymentRequest').then((m) => m.CreatePaymentRequest));
// The office's security, documents, support and ideas pages, and the pages a letter links to.
export const SecurityScreen = dynamic(() => import('@/components/security/SecurityScreen').then((m) => m.SecurityScreen));
export const VerificationScreen = dynamic(() => import('@/components/documents/VerificationScreen').then((m) => m.VerificationScreen));
export const SupportScreen = dynamic(() => import('@/components/support/SupportScreen').then((m) => m.SupportScreen));
export const IdeasScreen = dynamic(() => import('@/components/ideas/IdeasScreen').then((m) => m.IdeasScreen));
export const AccountLinkScreen = dynamic(() => import('@/components/accountPages/AccountLinkScreen').then((m) => m.AccountLinkScreen));
// The office's part two: bonuses, cashback, promo codes and offers, the referral programme, rewards.
export const BonusesScreen = dynamic(() => import('@/components/bonuses/BonusesScreen').then((m) => m.BonusesScreen));
export const CashbackScreen = dynamic(() => import('@/components/cashback/CashbackScreen').then((m) => m.CashbackScreen));
export const OfficePromotionScreen = dynamic(() => import('@/components/offers/OfficePromotionScreen').then((m) => m.OfficePromotionScreen));
export const BringFriendScreen = dynamic(() => import('@/components/referrals/BringFriendScreen').then((m) => m.BringFriendScreen));
export const RewardsScreen = dynamic(() => import('@/components/rewards/RewardsScreen').then((m) => m.RewardsScreen));
