import type { ArticleLanguagePack } from './types.ts';

// Korean: the help centre's own articles and the category names (English: en.ts).

export default {
  categories: {
    help: '고객 지원 센터',
    legal: '법률 정보',
    announcements: '공지사항',
    'finance-help': '이자 상품 도움말',
    'subscribe-help': '청약 도움말',
    'c2c-help': 'C2C 도움말',
  },
  articles: {
    'about-us': {
      title: '회사 소개',
      summary: '이 거래소의 운영자와 제공 서비스.',
      body: [
        '저희는 디지털 자산의 현물, 선물, 옵션 거래소를 운영합니다.',
        '이 참조 배포판에서는 데모 자금만 거래됩니다.',
      ],
    },
    'legal-notice': {
      title: '법적 고지',
      summary: '운영사, 등록 정보 및 연락 방법.',
      body: [
        '본 플랫폼은 Exchange Ltd가 운영합니다.',
        '이 사이트의 어떠한 내용도 투자 조언이 아닙니다.',
      ],
    },
    'risk-notice': {
      title: '위험 고지',
      summary: '디지털 자산은 변동성이 크며, 거래한 금액을 모두 잃을 수 있습니다.',
      body: [
        '디지털 자산의 가격은 예고 없이 급격하게 움직입니다.',
        '레버리지 선물 거래에서는 예치한 증거금보다 더 큰 손실이 발생할 수 있습니다.',
      ],
    },
    'fee-rates': {
      title: '수수료',
      summary: '메이커·테이커 수수료와 네트워크별 출금 수수료.',
      body: [
        '현물: 메이커 0.1 %, 테이커 0.2 %이며, 받는 코인으로 부과됩니다.',
        '출금: 네트워크별 고정 수수료이며, 확인 전에 표시됩니다.',
      ],
    },
    'user-agreement': {
      title: '이용 약관',
      summary: '계정을 개설할 때 동의하는 조건.',
      body: [
        '거주 국가의 법정 성년 연령이어야 합니다.',
        '1인 1계정이며, 비밀번호는 비밀로 유지하세요.',
      ],
    },
    'privacy-policy': {
      title: '개인정보 처리방침',
      summary: '저희가 저장하는 정보와 그 이유.',
      body: [
        '이메일, 솔트를 적용한 비밀번호 해시, 기기 ID를 저장합니다.',
        '개인 데이터는 절대 판매하지 않습니다.',
      ],
    },
    'msb-licence': {
      title: 'MSB 등록',
      summary: '당사의 자금 서비스 사업자(MSB) 등록.',
      body: [
        'Exchange Ltd는 자금 서비스 사업자(MSB)로 등록되어 있습니다.',
        '등록 번호: 31000000000000 (데모).',
      ],
    },
    'how-to-deposit': {
      title: '입금 방법',
      summary: '코인과 네트워크를 선택하고 내 주소로 보낸 뒤 컨펌을 기다립니다.',
      body: [
        '자산 → 입금을 열고 코인과 네트워크를 선택하세요.',
        '표시된 주소로는 해당 네트워크의 해당 코인만 보내세요.',
      ],
    },
    'how-to-withdraw': {
      title: '출금 방법',
      summary: '최소 금액, 수수료, 이메일 인증 코드, 대기 중 취소.',
      body: [
        '네트워크마다 최소 금액과 고정 수수료가 있습니다.',
        '대기 중인 출금은 취소할 수 있으며, 자금은 현물 지갑으로 돌아갑니다.',
      ],
    },
    welcome: {
      title: '거래소에 오신 것을 환영합니다',
      summary: 'BTC, ETH, SOL, DOGE 현물 거래가 시작되었습니다.',
      body: ['현물, 선물, 옵션 거래를 모두 이용하실 수 있습니다.'],
    },
  },
} satisfies ArticleLanguagePack;
