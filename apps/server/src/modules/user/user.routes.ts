import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiPath,
  loginBody,
  loginResult,
  loginStateResult,
  logoutBody,
  passwordResetBody,
  registerBody,
  smsSendBody,
  tokenRefreshBody,
  tokenRefreshResult,
  TOKEN_HEADER,
  envelopeSchema,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { sendSmsCode } from './sms-code.service';
import { endSession } from './token.service';
import type { UserDeps } from './user.deps';
import { login, loginState, refresh, register, resetPassword } from './user.service';

const tags = ['user'];

/** Account calls (site-spec §7): SMS codes, register, login, refresh, login state, reset, logout. */
export const userRoutes: FastifyPluginAsyncZod<{ deps: UserDeps }> = async (app, { deps }) => {
  app.post(
    ApiPath.userSmsCodeSend,
    {
      schema: {
        tags,
        summary: '发送短信验证码 (Login | Register | ResetPassword)',
        body: smsSendBody,
        response: { 200: envelopeSchema(z.object({ expiresInSeconds: z.number() })) },
      },
    },
    async (req) => ok(await sendSmsCode(deps, { ...req.body, ip: req.ip })),
  );

  app.post(
    ApiPath.userLogin,
    {
      schema: {
        tags,
        summary: '密码登录 {mobile,password} 或验证码登录 {mobile,smsCode}',
        body: loginBody,
        response: { 200: envelopeSchema(loginResult) },
      },
    },
    async (req) => ok(await login(deps, req.body, req.ip)),
  );

  app.post(
    ApiPath.userRegister,
    {
      schema: {
        tags,
        summary: '注册并登录',
        body: registerBody,
        response: { 200: envelopeSchema(loginResult) },
      },
    },
    async (req) => ok(await register(deps, req.body)),
  );

  app.post(
    ApiPath.userPasswordReset,
    {
      schema: {
        tags,
        summary: '用短信验证码重置密码（同时注销所有登录）',
        body: passwordResetBody,
        response: { 200: envelopeSchema(z.object({ mobile: z.string() })) },
      },
    },
    async (req) => ok(await resetPassword(deps, req.body)),
  );

  app.post(
    ApiPath.userTokenRefresh,
    {
      schema: {
        tags,
        summary: '刷新令牌（轮换；重复使用会注销整个令牌族）',
        body: tokenRefreshBody,
        response: { 200: envelopeSchema(tokenRefreshResult) },
      },
    },
    async (req) => ok(await refresh(deps, req.body.refreshToken)),
  );

  app.post(
    ApiPath.userLoginState,
    {
      schema: {
        tags,
        summary: '登录状态：令牌有效时返回手机号，否则 11001/11003',
        body: z.object({}).passthrough().optional(),
        response: { 200: envelopeSchema(loginStateResult) },
      },
    },
    async (req) => ok(await loginState(deps, headerToken(req.headers[TOKEN_HEADER]))),
  );

  app.post(
    ApiPath.userLogout,
    {
      schema: {
        tags,
        summary: '退出登录：结束本次登录会话（访问令牌随之失效，各实例 5 秒内）',
        body: logoutBody.optional(),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (req) => {
      await endSession(deps, {
        accessToken: headerToken(req.headers[TOKEN_HEADER]),
        refreshToken: req.body?.refreshToken,
      });
      return ok(null);
    },
  );
};

/** The `token` header as one string. */
export function headerToken(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
