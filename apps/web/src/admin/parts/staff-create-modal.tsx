import { App, Form, Input, Modal, Select } from 'antd';
import {
  STAFF_ROLE_LABEL,
  STAFF_ROLES,
  StaffPath,
  type StaffCreateResult,
  type StaffRole,
} from '@lvxing/shared';
import { staffPost } from '../api';

export const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABEL[r] }));

interface CreateForm {
  loginName: string;
  displayName: string;
  role: StaffRole;
  password: string;
}

/** 新建员工: login name, name, role and a first password (the server's rules decide). */
export function StaffCreateModal(props: {
  open: boolean;
  onClose: () => void;
  onCreated: (res: StaffCreateResult) => Promise<void>;
}) {
  const { open, onClose, onCreated } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateForm>();
  const create = async (v: CreateForm) => {
    try {
      const res = await staffPost<StaffCreateResult>(StaffPath.create, {
        ...v,
        loginName: v.loginName.trim(),
      });
      form.resetFields();
      await onCreated(res);
    } catch (err) {
      message.error((err as Error).message);
    }
  };
  return (
    <Modal
      title="新建员工"
      open={open}
      okText="创建"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreateForm>
        form={form}
        layout="vertical"
        onFinish={create}
        initialValues={{ role: 'SERVICE' }}
      >
        <Form.Item
          name="loginName"
          label="登录名"
          extra="3–32位小写字母、数字或 . _ -，以字母开头"
          rules={[
            { required: true, message: '请输入登录名' },
            {
              pattern: /^\s*[a-z][a-z0-9._-]{2,31}\s*$/,
              message: '登录名应为3–32位小写字母、数字或 . _ -，以字母开头',
            },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="displayName"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: '请填写姓名' },
            { max: 32, message: '姓名最多32个字符' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="password"
          label="初始密码"
          extra="8–128位，不能是常见密码"
          rules={[
            { required: true, message: '请输入密码' },
            { min: 8, message: '密码至少8位' },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
