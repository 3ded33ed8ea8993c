import definition from '@ant-design/icons-svg/es/asn/MailOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function MailOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
