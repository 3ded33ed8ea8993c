import definition from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function WhatsAppOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
