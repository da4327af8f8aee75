import type { AuthErrorCode, SignInMessages } from './signInMessages.en';

export const thAuthErrorMessages: Record<AuthErrorCode, string> = {
  'validation.invalid': 'ค่าไม่ถูกต้อง',
  'auth.token_missing': 'กรุณาเข้าสู่ระบบ',
  'auth.session_ended': 'เซสชันหมดอายุแล้ว กรุณาเข้าสู่ระบบใหม่',
  'auth.invalid_credentials': 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  'auth.account_disabled': 'บัญชีผู้ดูแลนี้ถูกระงับ ผู้ดูแลคนอื่นเปิดใช้งานให้ได้',
  'auth.invalid_app_key': 'รหัสแอป (app key) ไม่ถูกต้อง',
  'auth.throttled': 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณารอ %{minutes} นาทีแล้วลองใหม่',
  'auth.address_busy': 'กำลังตรวจสอบการเข้าสู่ระบบจากที่อยู่นี้ กรุณาลองใหม่อีกสักครู่',
  'auth.server_busy': 'เซิร์ฟเวอร์กำลังตรวจสอบการเข้าสู่ระบบอื่นอยู่ กรุณาลองใหม่อีกสักครู่',
  'auth.forbidden': 'บทบาทของคุณ (%{role}) ไม่มีสิทธิ์ทำรายการนี้ กรุณาติดต่อเจ้าของระบบ (owner)',
};

export const thSignInMessages: SignInMessages = {
  demo_banner: 'โหมดสาธิต — ข้อมูลตัวอย่าง ไม่มีเซิร์ฟเวอร์',
  demo_reset: 'รีเซ็ตข้อมูลสาธิต',
  login: {
    title: 'เข้าสู่ระบบ Matchday Admin',
    username: 'ชื่อผู้ใช้',
    password: 'รหัสผ่าน',
    submit: 'เข้าสู่ระบบ',
    contact_note: 'ต้องการใช้งาน API? ติดต่อผู้ให้บริการได้โดยสแกน QR code หรือกดลิงก์',
    contact_link: 'ติดต่อผู้ให้บริการ',
    qr_alt: 'QR code สำหรับติดต่อผู้ให้บริการ',
  },
  message: {
    login_success: 'เข้าสู่ระบบสำเร็จ',
    fill_all_fields: 'กรุณากรอกข้อมูลให้ครบทุกช่อง',
  },
  errors: thAuthErrorMessages,
};
